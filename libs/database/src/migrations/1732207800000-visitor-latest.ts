import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each visitor's latest page view and latest touch, kept by the traffic
 * projector (version 5), so visitors over a recent range are read one row a
 * visitor instead of one a view (README "What the numbers mean": Now). A
 * visitor seen again after a range is answered from their views in it, found
 * by the new index of the views by visitor. Filled here from the views
 * already kept; the version 5 rebuild at start then makes it the log's.
 */
export class VisitorLatest1732207800000 implements MigrationInterface {
  name = 'VisitorLatest1732207800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE read_model.visitor_latest (
        visitor text PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        global_position bigint NOT NULL,
        path text NOT NULL,
        touched_at timestamptz,
        touched_position bigint,
        source text
      )`);
    await runner.query(`CREATE INDEX visitor_latest_occurred ON read_model.visitor_latest (occurred_at)`);
    await runner.query(`CREATE INDEX page_view_times_visitor ON read_model.page_view_times (visitor, occurred_at)`);
    await runner.query(`
      INSERT INTO read_model.visitor_latest
      SELECT v.visitor, v.occurred_at, v.global_position, v.path, t.occurred_at, t.global_position, t.source
        FROM (SELECT DISTINCT ON (visitor) * FROM read_model.page_view_times ORDER BY visitor, occurred_at DESC, global_position DESC) v
        LEFT JOIN (SELECT DISTINCT ON (visitor) * FROM read_model.page_view_times WHERE touched ORDER BY visitor, occurred_at DESC, global_position DESC) t
          USING (visitor)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX read_model.page_view_times_visitor`);
    await runner.query(`DROP TABLE read_model.visitor_latest`);
  }
}
