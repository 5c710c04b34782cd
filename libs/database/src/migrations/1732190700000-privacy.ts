import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one recorded exception to the append-only log (ARCHITECTURE §2): two
 * functions may rewrite an event's personal fields — an erasure (data,
 * metadata and a stream named by an address) and the retention of raw
 * metadata (user agent and hashed IP) — and each records in
 * event_store.rewrites that it did. Nothing else may change an event: the
 * trigger still refuses every other UPDATE, any change of an event's
 * identity, type, position or time, and every DELETE and TRUNCATE.
 * privacy.erasures keeps each erasure request without the address.
 */
export class Privacy1732190700000 implements MigrationInterface {
  name = 'Privacy1732190700000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE event_store.rewrites (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        reason text NOT NULL CHECK (reason IN ('erasure', 'retention')),
        erasure_id uuid,
        events int NOT NULL,
        rewritten_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE OR REPLACE FUNCTION event_store.reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('event_store.rewrite', true) = 'on'
           AND NEW.global_position = OLD.global_position AND NEW.transaction_id = OLD.transaction_id
           AND NEW.event_id = OLD.event_id AND NEW.stream_position = OLD.stream_position
           AND NEW.type = OLD.type AND NEW.schema_version = OLD.schema_version
           AND NEW.recorded_at = OLD.recorded_at THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'event_store.events is append-only: % is not allowed', TG_OP
          USING ERRCODE = 'restrict_violation';
      END $$`);
    // The setting is local to the function's transaction and switched off
    // again before it returns. It guards against a mistaken UPDATE, not
    // against the database's owner: the application's role could set it too
    // (a separate role without UPDATE on the table, calling SECURITY DEFINER
    // functions, would make it a boundary; README "The recorded exception").
    await runner.query(`
      CREATE FUNCTION event_store.erase_personal_fields(
        p_erasure_id uuid, p_positions bigint[], p_stream_ids text[], p_data jsonb[], p_metadata jsonb[]
      ) RETURNS int LANGUAGE plpgsql AS $$
      DECLARE
        changed int;
      BEGIN
        PERFORM set_config('event_store.rewrite', 'on', true);
        UPDATE event_store.events e
           SET stream_id = r.stream_id, data = r.data, metadata = r.metadata
          FROM unnest(p_positions, p_stream_ids, p_data, p_metadata) AS r(global_position, stream_id, data, metadata)
         WHERE e.global_position = r.global_position;
        GET DIAGNOSTICS changed = ROW_COUNT;
        PERFORM set_config('event_store.rewrite', 'off', true);
        INSERT INTO event_store.rewrites (reason, erasure_id, events) VALUES ('erasure', p_erasure_id, changed);
        RETURN changed;
      END $$`);
    await runner.query(`
      CREATE FUNCTION event_store.expire_raw_metadata(p_cutoff timestamptz, p_limit int) RETURNS int LANGUAGE plpgsql AS $$
      DECLARE
        changed int;
      BEGIN
        PERFORM set_config('event_store.rewrite', 'on', true);
        UPDATE event_store.events
           SET metadata = metadata || '{"ipHash": null, "userAgent": null}'::jsonb
         WHERE global_position IN (
           SELECT global_position FROM event_store.events
            WHERE recorded_at < p_cutoff
              AND (metadata->>'ipHash' IS NOT NULL OR metadata->>'userAgent' IS NOT NULL)
            ORDER BY recorded_at
            LIMIT p_limit);
        GET DIAGNOSTICS changed = ROW_COUNT;
        PERFORM set_config('event_store.rewrite', 'off', true);
        IF changed > 0 THEN
          INSERT INTO event_store.rewrites (reason, events) VALUES ('retention', changed);
        END IF;
        RETURN changed;
      END $$`);
    // Only events still holding raw metadata are indexed: once expired they leave it.
    await runner.query(`
      CREATE INDEX events_raw_metadata ON event_store.events (recorded_at)
        WHERE metadata->>'ipHash' IS NOT NULL OR metadata->>'userAgent' IS NOT NULL`);

    await runner.query(`CREATE SCHEMA IF NOT EXISTS privacy`);
    await runner.query(`
      CREATE TABLE privacy.erasures (
        id uuid PRIMARY KEY,
        -- A keyed hash of the address: a repeated request is recognised, the address is not kept.
        address_key text NOT NULL,
        source text NOT NULL CHECK (source IN ('admin', 'self-service', 'operator')),
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'completed', 'failed')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        result jsonb,
        failure text
      )`);
    await runner.query(`CREATE INDEX erasures_requested_at ON privacy.erasures (requested_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP SCHEMA privacy CASCADE`);
    await runner.query(`DROP INDEX event_store.events_raw_metadata`);
    await runner.query(`DROP FUNCTION event_store.expire_raw_metadata(timestamptz, int)`);
    await runner.query(`DROP FUNCTION event_store.erase_personal_fields(uuid, bigint[], text[], jsonb[], jsonb[])`);
    await runner.query(`
      CREATE OR REPLACE FUNCTION event_store.reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'event_store.events is append-only: % is not allowed', TG_OP
          USING ERRCODE = 'restrict_violation';
      END $$`);
    await runner.query(`DROP TABLE event_store.rewrites`);
  }
}
