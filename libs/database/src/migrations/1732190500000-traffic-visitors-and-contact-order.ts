import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexesDefinedAs, type IndexDefinitions } from './indexes-by-column';

/**
 * The funnel order as of this migration. The contact list sorts by this very
 * expression (STEP_RANK in contacts-sql.ts); a different one would not match
 * the indexes, so a change of the steps comes with a new migration.
 */
const STEP_RANK = `array_position(ARRAY['home'::text, 'landing'::text, 'breakdown_download'::text, 'trial_checkout'::text, 'premium_checkout'::text, 'framework_session'::text, 'completed'::text], current_funnel_step)`;

const REPLACED: IndexDefinitions = {
  contacts_last_activity: '(last_activity DESC)',
  contacts_created_at: '(created_at DESC)',
  contacts_step_last_activity: '(current_funnel_step, last_activity DESC)',
};

const CONTACT_ORDER: IndexDefinitions = {
  contacts_last_activity_id: '(last_activity DESC, id DESC) INCLUDE (anonymous)',
  contacts_created_at_id: '(created_at DESC, id DESC) INCLUDE (anonymous)',
  contacts_step_last_activity_id: '(current_funnel_step, last_activity DESC, id DESC) INCLUDE (anonymous)',
};

/**
 * The address and step orders of identified contacts, and the step and date
 * filters of their count, on contact_emails: it holds those columns and
 * changes only when they do, so these indexes cost the contacts projector
 * almost nothing, where each index on read_model.contacts is written on every
 * event. Both step directions put contacts without a step last, which takes
 * an index each.
 */
const SEARCH_INDEXES: IndexDefinitions = {
  contact_emails_email_id: '(email, contact_id)',
  contact_emails_step_rank_desc: `(${STEP_RANK} DESC NULLS LAST, contact_id DESC)`,
  contact_emails_step_rank_asc: `(${STEP_RANK}, contact_id)`,
  contact_emails_step: '(current_funnel_step)',
  contact_emails_created_at: '(created_at)',
};

/**
 * Traffic: unique visitors per day were counted with count(DISTINCT visitor)
 * over every (day, path, visitor) of the range on each call; the traffic
 * projector now keeps each day's distinct visitors and their count, filled
 * here from page_view_sessions.
 *
 * Contact list: each of its orders, and the step filter, has an index ending
 * in the id tiebreak and holding what the list filters on by default, so a
 * page's ids (and the OFFSET rows before them) come from the index alone and
 * only the page itself from the table. The contacts projector rewrites a
 * contact on every event, and each index costs it an entry per write: the
 * time orders and the step filter replace the indexes that led with the same
 * columns (and serve whatever those served); the address and step orders of
 * identified contacts live on contact_emails.
 */
export class TrafficVisitorsAndContactOrder1732190500000 implements MigrationInterface {
  name = 'TrafficVisitorsAndContactOrder1732190500000';

  async up(runner: QueryRunner): Promise<void> {
    // traffic projector
    await runner.query(`
      CREATE TABLE read_model.day_visitors (
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (day, visitor)
      )`);
    await runner.query(`
      CREATE TABLE read_model.visitors_daily (
        day date PRIMARY KEY,
        visitors int NOT NULL
      )`);
    // Holding the projector's checkpoint, no batch of page views commits between this copy and the new tables.
    await runner.query(`SELECT 1 FROM read_model.projector_checkpoints WHERE name = 'traffic' FOR UPDATE`);
    await runner.query(`INSERT INTO read_model.day_visitors SELECT DISTINCT day, visitor FROM read_model.page_view_sessions`);
    await runner.query(`INSERT INTO read_model.visitors_daily SELECT day, count(*) FROM read_model.day_visitors GROUP BY day`);

    await dropIndexesDefinedAs(runner, REPLACED);
    await createIndexes(runner, CONTACT_ORDER);
    await createIndexes(runner, SEARCH_INDEXES, 'contact_emails');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexesDefinedAs(runner, SEARCH_INDEXES, 'contact_emails');
    await dropIndexesDefinedAs(runner, CONTACT_ORDER);
    await createIndexes(runner, REPLACED);
    await runner.query(`DROP TABLE read_model.visitors_daily`);
    await runner.query(`DROP TABLE read_model.day_visitors`);
  }
}
