import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each referral's demo, once a team member records it attended, and its
 * gift card once marked paid (README "What the numbers mean" → "Referral
 * payouts"). Filled from the log by the referrals projector's version 2
 * rebuild; the payouts report decides owed and refused from them.
 */
export class ReferralPayouts1732194800000 implements MigrationInterface {
  name = 'ReferralPayouts1732194800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE read_model.referrals
        ADD COLUMN demo_attended_at timestamptz,
        ADD COLUMN demo_recorded_by text,
        ADD COLUMN payout_paid_at timestamptz,
        ADD COLUMN payout_paid_by text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE read_model.referrals
        DROP COLUMN demo_attended_at, DROP COLUMN demo_recorded_by, DROP COLUMN payout_paid_at, DROP COLUMN payout_paid_by`);
  }
}
