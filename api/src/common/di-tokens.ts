export const IP_HASH_SECRET = Symbol('IP_HASH_SECRET');
export const PG_POOL = Symbol('PG_POOL');
export const REDIS = Symbol('REDIS');
