import { escapeIdentifier } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address search's table in two halves by a hash of the contact id
 * (`contact_emails_0` and `_1`, partitions of `contact_emails`), so a
 * search's count runs as two statements at once, each over half the trigram
 * index and half the pages: a common substring's count took 79.4 ms over
 * the one table at 950,000 addresses and 42.3 as two halves at once. The
 * rows are the same; every index is made again on the halves by its
 * definition (a replay names them after itself, so they are not known by
 * name).
 */
export class ContactEmailHalves1732205800000 implements MigrationInterface {
  name = 'ContactEmailHalves1732205800000';

  async up(runner: QueryRunner): Promise<void> {
    await moved(runner, `PARTITION BY HASH (contact_id)`, async () => {
      for (const half of [0, 1]) {
        await runner.query(`CREATE TABLE read_model.contact_emails_${half} PARTITION OF read_model.contact_emails FOR VALUES WITH (MODULUS 2, REMAINDER ${half})`);
      }
    });
  }

  async down(runner: QueryRunner): Promise<void> {
    await moved(runner, '', async () => undefined);
  }
}

/**
 * `contact_emails` made again (`partitioning` after its columns, then
 * `parts`), its rows moved in and its indexes made again after them (one
 * sort each, not a write per row).
 */
async function moved(runner: QueryRunner, partitioning: string, parts: () => Promise<void>): Promise<void> {
  await runner.query(`ALTER TABLE read_model.contact_emails RENAME TO contact_emails_moved`);
  const indexes = (await runner.query(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisprimary AS primary
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'read_model.contact_emails_moved'::regclass`,
  )) as { name: string; definition: string; primary: boolean }[];
  // The moved table's primary key gives up its name to the new one's.
  for (const { name } of indexes.filter((index) => index.primary)) {
    await runner.query(`ALTER INDEX read_model.${escapeIdentifier(name)} RENAME TO contact_emails_moved_pkey`);
  }
  await runner.query(`CREATE TABLE read_model.contact_emails (LIKE read_model.contact_emails_moved INCLUDING DEFAULTS INCLUDING CONSTRAINTS, PRIMARY KEY (contact_id)) ${partitioning}`);
  await parts();
  await runner.query(`INSERT INTO read_model.contact_emails SELECT * FROM read_model.contact_emails_moved`);
  await runner.query(`DROP TABLE read_model.contact_emails_moved`);
  for (const { definition } of indexes.filter((index) => !index.primary)) {
    const unique = definition.startsWith('CREATE UNIQUE ') ? 'UNIQUE ' : '';
    await runner.query(`CREATE ${unique}INDEX ON read_model.contact_emails ${definition.slice(definition.indexOf(' USING '))}`);
  }
  await runner.query(`ANALYZE read_model.contact_emails`);
}
