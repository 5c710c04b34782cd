import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log (ARCHITECTURE §2). `transaction_id` records which transaction
 * wrote each row, so readers can tell which events may still appear below
 * their checkpoint. A trigger makes the table append-only.
 */
export class EventStore1732190000000 implements MigrationInterface {
  name = 'EventStore1732190000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE SCHEMA IF NOT EXISTS event_store`);
    await runner.query(`
      CREATE TABLE event_store.events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        stream_position int NOT NULL CHECK (stream_position >= 1),
        type text NOT NULL,
        schema_version int NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_event_id_unique UNIQUE (event_id),
        CONSTRAINT events_stream_position_unique UNIQUE (stream_id, stream_position)
      )`);
    await runner.query(`CREATE INDEX events_read_order ON event_store.events (transaction_id, global_position)`);
    await runner.query(`
      CREATE FUNCTION event_store.reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'event_store.events is append-only: % is not allowed', TG_OP
          USING ERRCODE = 'restrict_violation';
      END $$`);
    await runner.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON event_store.events
        FOR EACH ROW EXECUTE FUNCTION event_store.reject_change()`);
    await runner.query(`
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON event_store.events
        FOR EACH STATEMENT EXECUTE FUNCTION event_store.reject_change()`);
    // A session left idle inside a transaction would hold back the snapshot
    // horizon that every reader waits behind.
    await runner.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER DATABASE %I SET idle_in_transaction_session_timeout = %L', current_database(), '60s');
      END $$`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP SCHEMA event_store CASCADE`);
  }
}
