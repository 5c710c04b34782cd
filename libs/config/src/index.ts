export * from './base-config';
export * from './load-config';
export * from './privacy-secret';
