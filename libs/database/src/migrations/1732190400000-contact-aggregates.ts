import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ordered funnel as of this migration (ORDERED_FUNNEL_STEPS); a later change replays the contacts projector. */
const ORDERED_STEPS = `ARRAY['home', 'landing', 'breakdown_download', 'trial_checkout', 'premium_checkout', 'framework_session', 'completed']`;

/**
 * Small tables the contacts projector keeps next to read_model.contacts so the
 * dashboard's summary, UTM and funnel reports read a few thousand rows instead
 * of scanning every contact or every funnel arrival. Each is filled here from
 * the existing read models, so a database that already has contacts is right
 * without a replay. In the count tables '' stands for no source or step
 * (a key cannot be NULL), and a count that drops to 0 is deleted, not kept.
 */
export class ContactAggregates1732190400000 implements MigrationInterface {
  name = 'ContactAggregates1732190400000';

  async up(runner: QueryRunner): Promise<void> {
    // Contacts by UTC day first seen, first-touch source, furthest ordered step and anonymity.
    await runner.query(`
      CREATE TABLE read_model.contact_counts (
        created_day date NOT NULL,
        utm_source text NOT NULL,
        step text NOT NULL,
        anonymous boolean NOT NULL,
        contacts int NOT NULL CHECK (contacts > 0),
        PRIMARY KEY (created_day, utm_source, step, anonymous)
      )`);
    await runner.query(`
      INSERT INTO read_model.contact_counts
      SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(utm_source, ''), coalesce(current_funnel_step, ''), anonymous, count(*)
        FROM read_model.contacts GROUP BY 1, 2, 3, 4`);

    // The email search index lives here, on a table written only when an address
    // appears or goes: on read_model.contacts, which changes with every event,
    // keeping it current raised projection lag from ~40 ms to ~4 s.
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // It also holds the other columns a search may be narrowed by, all of which change
    // rarely, so a search's count never reads the contacts themselves.
    await runner.query(`
      CREATE TABLE read_model.contact_emails (
        contact_id uuid PRIMARY KEY,
        email text NOT NULL,
        current_funnel_step text,
        created_at timestamptz NOT NULL
      )`);
    await runner.query(`
      INSERT INTO read_model.contact_emails SELECT id, email, current_funnel_step, created_at
        FROM read_model.contacts WHERE email IS NOT NULL`);
    await runner.query(`CREATE INDEX contact_emails_email_trgm ON read_model.contact_emails USING gin (email gin_trgm_ops)`);

    // The UTC day each contact first reached each step: a funnel over a range counts arrivals, not returns.
    await runner.query(`
      CREATE TABLE read_model.funnel_first_reached (
        contact_id uuid NOT NULL,
        step text NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (contact_id, step)
      )`);
    await runner.query(`
      INSERT INTO read_model.funnel_first_reached
      SELECT contact_id, step, min(day) FROM read_model.funnel_reached GROUP BY contact_id, step`);

    // Contacts by the day they first reached a step.
    await runner.query(`
      CREATE TABLE read_model.funnel_step_daily (
        day date NOT NULL,
        step text NOT NULL,
        contacts int NOT NULL CHECK (contacts > 0),
        PRIMARY KEY (day, step)
      )`);
    await runner.query(`
      INSERT INTO read_model.funnel_step_daily
      SELECT day, step, count(*) FROM read_model.funnel_first_reached GROUP BY day, step`);

    // Contacts by their furthest ordered step, on the day they first reached it.
    await runner.query(`
      CREATE TABLE read_model.funnel_furthest_daily (
        day date NOT NULL,
        step text NOT NULL,
        contacts int NOT NULL CHECK (contacts > 0),
        PRIMARY KEY (day, step)
      )`);
    await runner.query(`
      INSERT INTO read_model.funnel_furthest_daily
      SELECT day, step, count(*) FROM (
        SELECT DISTINCT ON (contact_id) step, day FROM read_model.funnel_first_reached
         WHERE step = ANY(${ORDERED_STEPS})
         ORDER BY contact_id, array_position(${ORDERED_STEPS}, step) DESC
      ) furthest GROUP BY day, step`);
  }

  async down(runner: QueryRunner): Promise<void> {
    // pg_trgm stays: other indexes may have come to use it.
    for (const table of ['funnel_furthest_daily', 'funnel_step_daily', 'funnel_first_reached', 'contact_emails', 'contact_counts']) {
      await runner.query(`DROP TABLE IF EXISTS read_model.${table}`);
    }
  }
}
