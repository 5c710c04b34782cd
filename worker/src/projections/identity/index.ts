export * from './actor';
export * from './identity-store';
export * from './person-directory';
export * from './referral';
