import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models derived from the event log by the worker's projectors. Each
 * projector owns some tables and a checkpoint row; they can all be rebuilt
 * from the log at any time, so nothing here is a source of truth.
 */
export class ReadModels1732190100000 implements MigrationInterface {
  name = 'ReadModels1732190100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE SCHEMA IF NOT EXISTS read_model`);
    await runner.query(`
      CREATE TABLE read_model.projector_checkpoints (
        name text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        events_applied bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // contacts projector
    await runner.query(`
      CREATE TABLE read_model.contacts (
        id uuid PRIMARY KEY,
        email text UNIQUE,
        first_name text,
        last_name text,
        current_funnel_step text,
        referrer_name text,
        referrer_email text,
        utm_source text,
        utm_medium text,
        utm_campaign text,
        last_utm_source text,
        last_utm_medium text,
        last_utm_campaign text,
        anonymous boolean NOT NULL,
        session_ids text[] NOT NULL DEFAULT '{}',
        page_views int NOT NULL DEFAULT 0,
        events int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        last_activity timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX contacts_last_activity ON read_model.contacts (last_activity DESC)`);
    await runner.query(`
      CREATE TABLE read_model.contact_sessions (
        session_id text PRIMARY KEY,
        contact_id uuid NOT NULL
      )`);
    await runner.query(`CREATE INDEX contact_sessions_contact ON read_model.contact_sessions (contact_id)`);
    await runner.query(`
      CREATE TABLE read_model.funnel_daily (
        day date NOT NULL,
        step text NOT NULL,
        utm_source text NOT NULL,
        contacts int NOT NULL DEFAULT 0,
        events int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, step, utm_source)
      )`);
    await runner.query(`
      CREATE TABLE read_model.funnel_reached (
        day date NOT NULL,
        step text NOT NULL,
        utm_source text NOT NULL,
        contact_id uuid NOT NULL,
        PRIMARY KEY (day, step, utm_source, contact_id)
      )`);
    await runner.query(`CREATE INDEX funnel_reached_contact ON read_model.funnel_reached (contact_id)`);

    // traffic projector
    await runner.query(`
      CREATE TABLE read_model.page_views_daily (
        day date NOT NULL,
        path text NOT NULL,
        views int NOT NULL DEFAULT 0,
        unique_sessions int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, path)
      )`);
    await runner.query(`
      CREATE TABLE read_model.page_view_sessions (
        day date NOT NULL,
        path text NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (day, path, visitor)
      )`);
    await runner.query(`
      CREATE TABLE read_model.downloads_daily (
        day date NOT NULL,
        download_type text NOT NULL,
        downloads int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, download_type)
      )`);

    // referrals projector
    await runner.query(`
      CREATE TABLE read_model.referrals (
        event_id uuid PRIMARY KEY,
        submission_id text NOT NULL,
        row_number int NOT NULL,
        referrer_name text NOT NULL,
        referrer_email text NOT NULL,
        referred_name text NOT NULL,
        referred_email text NOT NULL UNIQUE,
        referred_title text NOT NULL,
        referred_company text NOT NULL,
        status text NOT NULL,
        submitted_at timestamptz NOT NULL,
        invited_at timestamptz
      )`);
    await runner.query(`
      CREATE TABLE read_model.breakdown_requests (
        event_id uuid PRIMARY KEY,
        email text NOT NULL,
        first_name text,
        email_status text NOT NULL,
        failure_reason text,
        requested_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await runner.query(`CREATE INDEX breakdown_requests_email ON read_model.breakdown_requests (email)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP SCHEMA read_model CASCADE`);
  }
}
