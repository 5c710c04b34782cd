export * from './errors';
export * from './event-reader';
export * from './event-store';
export { APPEND_CHANNEL } from './sql';
export * from './partitions';
export * from './types';
export * from './subscriptions';
export * from './person-streams';
export * from './privacy';
