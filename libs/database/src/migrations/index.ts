import { EventStore1732190000000 } from './1732190000000-event-store';

/** Every schema migration, oldest first. Both the API and the worker run them at start. */
export const migrations = [EventStore1732190000000];
