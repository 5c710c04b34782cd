import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Times as whole milliseconds since 1970 (what the projector writes them with): integer arithmetic, exact seconds between steps. */
const MS = `(extract(epoch FROM at) * 1000)::bigint`;
const STEPS = ['home', 'landing', 'breakdown_download', 'trial_checkout', 'premium_checkout', 'framework_session', 'completed'];

/**
 * One row per contact with every time they reached each ordered step and
 * their touches in order, in milliseconds since 1970 (README "What the numbers mean": the conversion
 * funnel): a person's path through any steps in any order is read from one
 * row, so the funnel and the people behind it scan each entrant once instead
 * of probing funnel_step_times per step. Filled here from the tables it
 * summarises, so reports are right before the worker's rebuild swaps in.
 * Every write takes the next `revision`, and a contact merged away stays as
 * a row of nulls, so a reader holding the table in memory (the API's
 * conversion funnel) catches up by reading only the rows past its revision.
 */
export class FunnelPaths1732191600000 implements MigrationInterface {
  name = 'FunnelPaths1732191600000';

  async up(runner: QueryRunner): Promise<void> {
    // Not owned by the column: a replay's table swap drops the old table, and the numbering goes on.
    await runner.query(`CREATE SEQUENCE read_model.funnel_paths_revision`);
    await runner.query(`
      CREATE TABLE read_model.funnel_paths (
        contact_id uuid PRIMARY KEY,
        ${STEPS.map((step) => `at_${step} bigint[]`).join(',\n        ')},
        touch_at bigint[],
        touch_source text[],
        touch_medium text[],
        touch_campaign text[],
        landing_at bigint[],
        landing_path text[],
        revision bigint NOT NULL DEFAULT nextval('read_model.funnel_paths_revision')
      )`);
    await runner.query(`CREATE INDEX funnel_paths_by_revision ON read_model.funnel_paths (revision)`);
    await runner.query(`
      INSERT INTO read_model.funnel_paths (contact_id, ${STEPS.map((step) => `at_${step}`).join(', ')}, touch_at, touch_source, touch_medium, touch_campaign, landing_at, landing_path)
      SELECT contact_id, ${STEPS.map((step) => `s.at_${step}`).join(', ')},
             t.touch_at, t.touch_source, t.touch_medium, t.touch_campaign, t.landing_at, t.landing_path
        FROM (SELECT contact_id, ${STEPS.map((step) => `array_agg(${MS} ORDER BY at) FILTER (WHERE step = '${step}') AS at_${step}`).join(', ')}
                FROM read_model.funnel_step_times GROUP BY contact_id) s
        FULL JOIN (SELECT contact_id,
                          array_agg(${MS} ORDER BY at, event_id) AS touch_at,
                          array_agg(source ORDER BY at, event_id) AS touch_source,
                          array_agg(medium ORDER BY at, event_id) AS touch_medium,
                          array_agg(campaign ORDER BY at, event_id) AS touch_campaign,
                          array_agg(${MS} ORDER BY at, event_id) FILTER (WHERE landing_path IS NOT NULL) AS landing_at,
                          array_agg(landing_path ORDER BY at, event_id) FILTER (WHERE landing_path IS NOT NULL) AS landing_path
                     FROM read_model.contact_touches GROUP BY contact_id) t USING (contact_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_model.funnel_paths`);
    await runner.query(`DROP SEQUENCE read_model.funnel_paths_revision`);
  }
}
