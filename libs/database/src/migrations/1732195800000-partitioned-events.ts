import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The log partitioned by UTC month of `recorded_at` (README "The event log"),
 * so an old month can be detached for archive. Every row moves unchanged.
 *
 * A unique key of a partitioned table must hold the partition key, so
 * `event_store.event_keys` keeps the log's two keys exact across months: one
 * row per event, filled by a trigger in the statement that appends, so a
 * stored event id or a taken stream position fails the append with a
 * unique violation as before. Its rows stay when a month is detached: an id
 * is never accepted twice and a stream's positions go on.
 *
 * No DEFAULT partition: a row it held would stop its month's partition from
 * being made. Months are made ahead instead (event_store.extend_partitions,
 * called by the worker and by an append that finds none), and
 * `events_before` takes anything older than the first month (rows written
 * back in time by imports and tests) without overlapping any month.
 */
export class PartitionedEvents1732195800000 implements MigrationInterface {
  name = 'PartitionedEvents1732195800000';

  async up(runner: QueryRunner): Promise<void> {
    const indexes = await indexDefinitions(runner, `i.indrelid = 'event_store.events'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`);
    await runner.query(`ALTER TABLE event_store.events RENAME TO events_plain`);
    await runner.query(`ALTER SEQUENCE event_store.events_global_position_seq RENAME TO events_plain_global_position_seq`);
    await runner.query(`
      CREATE TABLE event_store.events (
        global_position bigint GENERATED ALWAYS AS IDENTITY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        stream_position int NOT NULL CONSTRAINT events_stream_position_check CHECK (stream_position >= 1),
        type text NOT NULL,
        schema_version int NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now()
      ) PARTITION BY RANGE (recorded_at)`);
    await runner.query(`CREATE TABLE event_store.event_keys (event_id uuid NOT NULL, stream_id text NOT NULL, stream_position int NOT NULL)`);
    await createFunctions(runner);
    await runner.query(`
      DO $$ DECLARE
        first_month timestamptz := date_trunc('month', coalesce((SELECT min(recorded_at) FROM event_store.events_plain), now()), 'UTC');
      BEGIN
        EXECUTE format('CREATE TABLE event_store.events_before PARTITION OF event_store.events FOR VALUES FROM (MINVALUE) TO (%L)', first_month);
      END $$`);
    await runner.query(`CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON event_store.events_before FOR EACH STATEMENT EXECUTE FUNCTION event_store.reject_change()`);
    // Three months ahead, as the worker keeps them.
    await runner.query(`SELECT event_store.extend_partitions(now() + interval '3 months')`);
    await createTriggers(runner);

    // The trigger fills the keys as the rows move.
    await runner.query(`
      INSERT INTO event_store.events OVERRIDING SYSTEM VALUE
      SELECT global_position, transaction_id, event_id, stream_id, stream_position, type, schema_version, data, metadata, recorded_at
        FROM event_store.events_plain ORDER BY global_position`);
    await continueSequence(runner, 'event_store.events_plain_global_position_seq');
    await runner.query(`DROP TABLE event_store.events_plain`);

    // Indexes are built after the rows moved: one sort each instead of an insert per row.
    await runner.query(`ALTER TABLE event_store.events ADD CONSTRAINT events_pkey PRIMARY KEY (global_position, recorded_at)`);
    await runner.query(`CREATE INDEX events_event_id ON event_store.events (event_id)`);
    await runner.query(`CREATE INDEX events_stream_position ON event_store.events (stream_id, stream_position)`);
    for (const definition of indexes) await runner.query(definition);
    await runner.query(`
      ALTER TABLE event_store.event_keys
        ADD CONSTRAINT event_keys_pkey PRIMARY KEY (event_id),
        ADD CONSTRAINT event_keys_stream_position UNIQUE (stream_id, stream_position)`);
  }

  /** Back to one table, holding the rows of every attached month; a detached month stays where it was archived. */
  async down(runner: QueryRunner): Promise<void> {
    const indexes = await indexDefinitions(
      runner,
      `i.indrelid = 'event_store.events'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       AND i.indexrelid::regclass::text NOT IN ('event_store.events_event_id', 'event_store.events_stream_position')`,
    );
    await runner.query(`ALTER TABLE event_store.events RENAME TO events_partitioned`);
    await runner.query(`ALTER SEQUENCE event_store.events_global_position_seq RENAME TO events_partitioned_global_position_seq`);
    await runner.query(`CREATE TABLE event_store.events (LIKE event_store.events_partitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    await runner.query(`ALTER TABLE event_store.events ALTER COLUMN global_position ADD GENERATED ALWAYS AS IDENTITY`);
    await runner.query(`INSERT INTO event_store.events OVERRIDING SYSTEM VALUE SELECT * FROM event_store.events_partitioned ORDER BY global_position`);
    await continueSequence(runner, 'event_store.events_partitioned_global_position_seq');
    await runner.query(`DROP TABLE event_store.events_partitioned, event_store.event_keys`);
    await runner.query(`DROP FUNCTION event_store.extend_partitions(timestamptz), event_store.record_keys(), event_store.keys_follow_stream(), event_store.reject_key_change()`);
    await runner.query(`
      ALTER TABLE event_store.events
        ADD CONSTRAINT events_pkey PRIMARY KEY (global_position),
        ADD CONSTRAINT events_event_id_unique UNIQUE (event_id),
        ADD CONSTRAINT events_stream_position_unique UNIQUE (stream_id, stream_position)`);
    for (const definition of indexes) await runner.query(definition);
    await refuseChanges(runner);
  }
}

/** The log's other indexes (the purchase facts, the raw metadata …) as made, to make again on the new table. */
async function indexDefinitions(runner: QueryRunner, where: string): Promise<string[]> {
  const rows: { definition: string }[] = await runner.query(`SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i WHERE ${where} ORDER BY i.indexrelid`);
  // A partitioned table's index reads "ON ONLY": made again, it is made on the plain table alike.
  return rows.map((r) => r.definition.replace(' ON ONLY event_store.events ', ' ON event_store.events '));
}

/** The new table's positions go on from the old table's sequence, not from its largest row: a failed append used some. */
async function continueSequence(runner: QueryRunner, old: string): Promise<void> {
  await runner.query(`SELECT setval(pg_get_serial_sequence('event_store.events', 'global_position'), last_value, is_called) FROM ${old}`);
}

async function createFunctions(runner: QueryRunner): Promise<void> {
  await runner.query(`
    CREATE FUNCTION event_store.record_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO event_store.event_keys (event_id, stream_id, stream_position)
      SELECT event_id, stream_id, stream_position FROM new_events;
      RETURN NULL;
    END $$`);
  // An erasure renames a stream named by an address (event_store.erase_personal_fields): its keys follow.
  await runner.query(`
    CREATE FUNCTION event_store.keys_follow_stream() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE event_store.event_keys SET stream_id = NEW.stream_id WHERE event_id = NEW.event_id;
      RETURN NULL;
    END $$`);
  // The keys are as append-only as the log: only an erasure's rename of a stream may change them.
  await runner.query(`
    CREATE FUNCTION event_store.reject_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND current_setting('event_store.rewrite', true) = 'on'
         AND NEW.event_id = OLD.event_id AND NEW.stream_position = OLD.stream_position THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'event_store.event_keys is append-only: % is not allowed', TG_OP
        USING ERRCODE = 'restrict_violation';
    END $$`);
  // Each month is made apart and then attached: attaching locks the log only against other
  // changes of its shape, where making it as a partition would stop every append and read.
  // Months follow the newest one, so none overlaps another or events_before.
  await runner.query(`
    CREATE FUNCTION event_store.extend_partitions(p_until timestamptz) RETURNS int LANGUAGE plpgsql AS $$
    DECLARE
      month timestamp;
      name text;
      made int := 0;
    BEGIN
      PERFORM pg_advisory_xact_lock(7190000003);
      SELECT max((regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz) AT TIME ZONE 'UTC'
        INTO month
        FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'event_store.events'::regclass;
      month := coalesce(month, date_trunc('month', now() AT TIME ZONE 'UTC'));
      WHILE month <= p_until AT TIME ZONE 'UTC' LOOP
        name := 'events_' || to_char(month, 'YYYY_MM');
        EXECUTE format('CREATE TABLE event_store.%I (LIKE event_store.events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
        EXECUTE format('ALTER TABLE event_store.events ATTACH PARTITION event_store.%I FOR VALUES FROM (%L) TO (%L)',
          name, month AT TIME ZONE 'UTC', (month + interval '1 month') AT TIME ZONE 'UTC');
        -- Row triggers reach every partition from the log; a TRUNCATE of one partition fires only its own.
        EXECUTE format('CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON event_store.%I FOR EACH STATEMENT EXECUTE FUNCTION event_store.reject_change()', name);
        month := month + interval '1 month';
        made := made + 1;
      END LOOP;
      RETURN made;
    END $$`);
}

async function createTriggers(runner: QueryRunner): Promise<void> {
  await runner.query(`
    CREATE TRIGGER events_record_keys AFTER INSERT ON event_store.events
      REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION event_store.record_keys()`);
  await runner.query(`
    CREATE TRIGGER events_keys_follow_stream AFTER UPDATE ON event_store.events
      FOR EACH ROW WHEN (NEW.stream_id IS DISTINCT FROM OLD.stream_id) EXECUTE FUNCTION event_store.keys_follow_stream()`);
  await refuseChanges(runner);
  await runner.query(`
    CREATE TRIGGER event_keys_append_only BEFORE UPDATE OR DELETE ON event_store.event_keys
      FOR EACH ROW EXECUTE FUNCTION event_store.reject_key_change()`);
  await runner.query(`
    CREATE TRIGGER event_keys_no_truncate BEFORE TRUNCATE ON event_store.event_keys
      FOR EACH STATEMENT EXECUTE FUNCTION event_store.reject_key_change()`);
}

/** The log's append-only triggers; on a partitioned log the row trigger reaches every partition. */
async function refuseChanges(runner: QueryRunner): Promise<void> {
  await runner.query(`
    CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON event_store.events
      FOR EACH ROW EXECUTE FUNCTION event_store.reject_change()`);
  await runner.query(`
    CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON event_store.events
      FOR EACH STATEMENT EXECUTE FUNCTION event_store.reject_change()`);
}
