import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every visitor's page view at its instant, kept by the traffic projector
 * (version 3, which fills it from the log at start): the live "Now" panel and
 * visitors over any instant range count distinct visitors here. Never pruned,
 * so any range can be asked; one narrow row per page view.
 */
export class PageViewTimes1732193800000 implements MigrationInterface {
  name = 'PageViewTimes1732193800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE read_model.page_view_times (
        event_id uuid PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        global_position bigint NOT NULL,
        visitor text NOT NULL,
        path text NOT NULL,
        source text
      )`);
    await runner.query(`CREATE INDEX page_view_times_occurred ON read_model.page_view_times (occurred_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_model.page_view_times`);
  }
}
