export * from './base-config';
export * from './load-config';
