export * from './database';
export { migrations } from './migrations';
export * from './test-database';
