import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A referral is its referrer's act too: their timeline lists the referrals
 * they submitted (kept in each referred person's stream), found by the
 * referrer's address.
 */
export class ReferrerIndex1732191000000 implements MigrationInterface {
  name = 'ReferrerIndex1732191000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX events_referrers ON event_store.events ((lower(data->'referrer'->>'email'))) WHERE type = 'ReferralSubmitted'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX event_store.events_referrers`);
  }
}
