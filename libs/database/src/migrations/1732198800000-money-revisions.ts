import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The money tables the API holds in memory for the revenue report, each numbering its writes. */
const REVISED_MONEY_TABLES = ['revenue_payments', 'revenue_refunds', 'payment_buyers'] as const;

/**
 * Every insert and update of a row of the money tables (payments and refunds
 * from the revenue projector, each money event's buyer from the contacts
 * projector) takes the next `revision` of its table, so the API, holding
 * them in memory for the revenue report, catches up by reading only the rows
 * past the last revision it read (as it does funnel_paths). A trigger sets it
 * rather than each statement: erasure's generic rewrites write these tables
 * too. The existing rows are numbered here; nothing is rebuilt.
 */
export class MoneyRevisions1732198800000 implements MigrationInterface {
  name = 'MoneyRevisions1732198800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION read_model.next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.revision := nextval(TG_ARGV[0]::regclass);
        RETURN NEW;
      END $$`);
    for (const table of REVISED_MONEY_TABLES) {
      // Not owned by the column: a replay's table swap drops the old table, and the numbering goes on.
      await runner.query(`CREATE SEQUENCE read_model.${table}_revision`);
      await runner.query(`ALTER TABLE read_model.${table} ADD COLUMN revision bigint`);
      await runner.query(`UPDATE read_model.${table} SET revision = nextval('read_model.${table}_revision')`);
      await runner.query(`ALTER TABLE read_model.${table} ALTER COLUMN revision SET NOT NULL`);
      await runner.query(`CREATE INDEX ${table}_by_revision ON read_model.${table} (revision)`);
      await runner.query(`
        CREATE TRIGGER ${table}_revision BEFORE INSERT OR UPDATE ON read_model.${table}
           FOR EACH ROW EXECUTE FUNCTION read_model.next_revision('read_model.${table}_revision')`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of REVISED_MONEY_TABLES) {
      await runner.query(`DROP TRIGGER ${table}_revision ON read_model.${table}`);
      await runner.query(`ALTER TABLE read_model.${table} DROP COLUMN revision`);
      await runner.query(`DROP SEQUENCE read_model.${table}_revision`);
    }
    await runner.query(`DROP FUNCTION read_model.next_revision()`);
  }
}
