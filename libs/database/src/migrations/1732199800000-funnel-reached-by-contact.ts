import { escapeIdentifier } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropIndexesLeadingWith } from './indexes-by-column';

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
    await dropIndexesLeadingWith(runner, TABLE, 'contact_id', { alone: true });
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
