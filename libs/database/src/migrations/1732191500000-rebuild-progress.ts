import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The latest rebuild of the read models and its progress, written by the
 * worker that runs it (an operator's replay, a time zone change, a rebuild at
 * start) and read by the API's Operations status: it outlives a page reload
 * and the worker's restart, which the worker's log and the replay job do not.
 */
export class RebuildProgress1732191500000 implements MigrationInterface {
  name = 'RebuildProgress1732191500000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE reports.rebuild_progress (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        reason text NOT NULL,
        time_zone text NOT NULL,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        failure text,
        projectors jsonb NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE reports.rebuild_progress`);
  }
}
