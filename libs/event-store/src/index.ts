export * from './errors';
export * from './event-reader';
export * from './event-store';
export { APPEND_CHANNEL, extendPartitions, PARTITION_MONTHS_AHEAD } from './sql';
export * from './types';
export * from './subscriptions';
export * from './person-streams';
export * from './privacy';
