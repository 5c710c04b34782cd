import { escapeIdentifier } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE = 'read_model.referrals';

/**
 * The admin's list of referrals, newest first, walks this index and looks up
 * each shown person's contact by address: without it every referral was
 * joined to every contact and sorted for a page of 200 (p95 69.5 ms at
 * 110,000 contacts in bench:admin, growing with both; 9.1 with it). A table a replay swapped in names its
 * indexes after itself, so `down` finds this one by what it is.
 */
export class ReferralsNewestFirst1732200800000 implements MigrationInterface {
  name = 'ReferralsNewestFirst1732200800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX referrals_newest_first ON ${TABLE} (submitted_at DESC, referred_email)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const rows = (await runner.query(
      `SELECT c.relname FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
        WHERE i.indrelid = $1::regclass AND NOT i.indisunique AND a.attname = 'submitted_at'`,
      [TABLE],
    )) as { relname: string }[];
    for (const { relname } of rows) await runner.query(`DROP INDEX read_model.${escapeIdentifier(relname)}`);
  }
}
