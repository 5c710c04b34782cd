import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The report time zone: the one an admin chose (reports.settings; without a
 * row REPORT_TIMEZONE holds), and on each projector's checkpoint the zone its
 * tables bucket days in. Tables built so far counted UTC days.
 */
export class ReportTimeZone1732191350000 implements MigrationInterface {
  name = 'ReportTimeZone1732191350000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.projector_checkpoints ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC'`);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS reports`);
    await runner.query(`
      CREATE TABLE reports.settings (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        time_zone text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP SCHEMA reports CASCADE`);
    await runner.query(`ALTER TABLE read_model.projector_checkpoints DROP COLUMN time_zone`);
  }
}
