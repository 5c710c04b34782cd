export * from './errors';
export * from './event-reader';
export * from './event-store';
export * from './types';
