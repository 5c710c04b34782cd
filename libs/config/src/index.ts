export * from './base-config';
export * from './load-config';
export * from './privacy-secret';
export * from './time-zone-setting';
export * from './redis-connection';
