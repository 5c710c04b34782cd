import { escapeIdentifier } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE = 'read_model.funnel_reached';

/**
 * funnel_reached's key leads with the contact, and its index on the contact
 * alone goes: the key serves every lookup by contact (a merge, an erasure),
 * so each new pair writes one index instead of two. Its rows are the same
 * set, so nothing is rebuilt. A table a replay swapped in carries the
 * replay's index names, so the key and the index are found by what they
 * are, not by name.
 */
export class FunnelReachedByContact1732199800000 implements MigrationInterface {
  name = 'FunnelReachedByContact1732199800000';

  async up(runner: QueryRunner): Promise<void> {
    await this.rekey(runner, '(contact_id, day, step, utm_source)');
    for (const index of await contactIndexes(runner)) await runner.query(`DROP INDEX read_model.${escapeIdentifier(index)}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await this.rekey(runner, '(day, step, utm_source, contact_id)');
    await runner.query(`CREATE INDEX funnel_reached_contact ON ${TABLE} (contact_id)`);
  }

  private async rekey(runner: QueryRunner, columns: string): Promise<void> {
    const [key] = (await runner.query(`SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'p'`, [TABLE])) as { conname: string }[];
    await runner.query(`ALTER TABLE ${TABLE} DROP CONSTRAINT ${escapeIdentifier(key.conname)}`);
    await runner.query(`ALTER TABLE ${TABLE} ADD CONSTRAINT funnel_reached_pkey PRIMARY KEY ${columns}`);
  }
}

/** The table's indexes on contact_id alone, whatever they are named. */
async function contactIndexes(runner: QueryRunner): Promise<string[]> {
  const rows = (await runner.query(
    `SELECT c.relname FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
      WHERE i.indrelid = $1::regclass AND i.indnatts = 1 AND NOT i.indisunique AND a.attname = 'contact_id'`,
    [TABLE],
  )) as { relname: string }[];
  return rows.map((r) => r.relname);
}
