import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether each page view carried a touch: a view whose link had only a
 * campaign or medium carries one without a source, and "Now" credits a
 * visitor to their latest touch, so such a view makes them direct again
 * (README "What the numbers mean": Now). Views with a source carried one;
 * the rest stay false until the traffic projector's version 4 rebuild at
 * start reads them from the log.
 */
export class PageViewTouch1732197800000 implements MigrationInterface {
  name = 'PageViewTouch1732197800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.page_view_times ADD COLUMN touched boolean NOT NULL DEFAULT false`);
    await runner.query(`UPDATE read_model.page_view_times SET touched = true WHERE source IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.page_view_times DROP COLUMN touched`);
  }
}
