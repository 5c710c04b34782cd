import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropIndexesLeadingWith } from './indexes-by-column';

const TABLE = 'read_model.referrals';

/**
 * The people one referral form names share its recorded time, so the
 * admin's list (newest first) needs a tie-break: it was the referred
 * address in the database's collation, which orders mixed case differently
 * from one locale to another. Now a form's people are listed in the order the
 * form named them (its submission, then its row), the submission compared in
 * byte order, whatever the database's locale. The list walks this index as
 * it walked the one it replaces.
 */
export class ReferralsInFormOrder1732208800000 implements MigrationInterface {
  name = 'ReferralsInFormOrder1732208800000';

  async up(runner: QueryRunner): Promise<void> {
    await dropIndexesLeadingWith(runner, TABLE, 'submitted_at');
    await runner.query(`CREATE INDEX referrals_newest_first ON ${TABLE} (submitted_at DESC, submission_id COLLATE "C", row_number)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexesLeadingWith(runner, TABLE, 'submitted_at');
    await runner.query(`CREATE INDEX referrals_newest_first ON ${TABLE} (submitted_at DESC, referred_email)`);
  }
}
