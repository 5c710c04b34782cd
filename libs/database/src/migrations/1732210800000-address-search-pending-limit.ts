import { escapeIdentifier } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address search's trigram index (both halves of `contact_emails`)
 * merges the addresses written since its last merge once they pass 512 kB,
 * not Postgres's default 4 MB. New entries wait in that pending list until a
 * vacuum or the limit, and every search reads the whole list: after a few
 * thousand contacts written under traffic (2,600 a half at 1,000,000
 * events, 1.2 MB) a half's count of `kim` took 44 ms where 10–14 without
 * the list, one exact address 15.3 against 5.1; over 97,600 addresses with
 * a full 4 MB list (5,856 entries) 40.6 ms against 6.9 with 512 kB. Taking
 * each address into the tree as it is written instead (`fastupdate = off`)
 * made writing 976 rows of the table 3.5 times as slow (225 ms against 64;
 * 512 kB: 110), a cost every contact's write of the table would pay. A
 * replay builds the index after its rows and keeps the setting (its shadow
 * copies the definition). Postgres sets options on a partitioned table's
 * index only as it is made, so the index is made again under its own name.
 */
export class AddressSearchPendingLimit1732210800000 implements MigrationInterface {
  name = 'AddressSearchPendingLimit1732210800000';

  async up(runner: QueryRunner): Promise<void> {
    await remakeTrigramIndex(runner, 'WITH (gin_pending_list_limit = 512)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await remakeTrigramIndex(runner, '');
  }
}

async function remakeTrigramIndex(runner: QueryRunner, options: string): Promise<void> {
  const [{ name }] = (await runner.query(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'read_model.contact_emails'::regclass AND a.amname = 'gin'`,
  )) as { name: string }[];
  await runner.query(`DROP INDEX read_model.${escapeIdentifier(name)}`);
  await runner.query(`CREATE INDEX ${escapeIdentifier(name)} ON read_model.contact_emails USING gin (email gin_trgm_ops) ${options}`);
}
