export * from './connection-errors';
export * from './database';
export { migrations } from './migrations';
export * from './test-database';
export * from './database-check';
export * from './read-model';
export * from './report-settings';
export * from './notification-settings';
export * from './read-replica';
