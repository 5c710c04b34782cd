import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The log's index of event ids is dropped: `event_store.event_keys` holds
 * every id once, unique, for every month (kept even when a month is
 * detached), and the appender already reads it there. The log's own index
 * was one more random-key entry for every event appended, read by nothing
 * but one look-up that now reads the keys (README "The event log", Keys).
 */
export class EventIdsByKeys1732206800000 implements MigrationInterface {
  name = 'EventIdsByKeys1732206800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX IF EXISTS event_store.events_event_id`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX events_event_id ON event_store.events (event_id)`);
  }
}
