import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The log's read order again, for every event but a browser's four common
 * calls. A consumer of rarer types (referrals, revenue, the email and
 * payments reactors) reads its next page through it instead of looking at
 * every page view on the way: a replay of referrals over 10,000,000 events
 * looked through all of them for 70,000. Appends of the common calls only
 * test the condition, so ingest pays next to nothing for it; a type added
 * later is in it by default.
 */
export class RareEventOrder1732196800000 implements MigrationInterface {
  name = 'RareEventOrder1732196800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE INDEX events_rare_read_order ON event_store.events (transaction_id, global_position)
       WHERE type NOT IN ('PageViewed', 'FunnelStepReached', 'ContactIdentified', 'FileDownloaded')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX event_store.events_rare_read_order`);
  }
}
