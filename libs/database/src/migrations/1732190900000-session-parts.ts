import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two people on one browser (README "Who"): a session is split into parts,
 * each one contact's, from the event that claimed it (its position in the
 * log, the order readers apply events in) until the next part's. A session's
 * first part starts before every event ('0', 0), which is what the rows
 * already here mean until the contacts projector (version 3) rebuilds them.
 * Each payment keeps its own position, so the revenue report finds whose
 * the session was when it was paid.
 */
export class SessionParts1732190900000 implements MigrationInterface {
  name = 'SessionParts1732190900000';

  async up(runner: QueryRunner): Promise<void> {
    await dropPrimaryKey(runner);
    await runner.query(`
      ALTER TABLE read_model.contact_sessions
        ADD COLUMN from_transaction xid8 NOT NULL DEFAULT '0',
        ADD COLUMN from_position bigint NOT NULL DEFAULT 0,
        ADD COLUMN until_transaction xid8,
        ADD COLUMN until_position bigint,
        ADD CONSTRAINT contact_sessions_until CHECK ((until_transaction IS NULL) = (until_position IS NULL)),
        ADD PRIMARY KEY (session_id, from_transaction, from_position)`);
    await runner.query(`ALTER TABLE read_model.revenue_payments ADD COLUMN transaction_id xid8, ADD COLUMN global_position bigint`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.revenue_payments DROP COLUMN transaction_id, DROP COLUMN global_position`);
    // Each session keeps only its latest part: its whole history is its latest owner's again.
    await runner.query(`DELETE FROM read_model.contact_sessions WHERE until_position IS NOT NULL`);
    await dropPrimaryKey(runner);
    await runner.query(`
      ALTER TABLE read_model.contact_sessions
        DROP CONSTRAINT contact_sessions_until,
        DROP COLUMN from_transaction, DROP COLUMN from_position, DROP COLUMN until_transaction, DROP COLUMN until_position,
        ADD PRIMARY KEY (session_id)`);
  }
}

/** A replay swaps in a copy of the table, whose key is named after the copy: found by what it is, not by name. */
async function dropPrimaryKey(runner: QueryRunner): Promise<void> {
  await runner.query(`
    DO $$ BEGIN
      EXECUTE (SELECT format('ALTER TABLE read_model.contact_sessions DROP CONSTRAINT %I', conname)
                 FROM pg_constraint WHERE conrelid = 'read_model.contact_sessions'::regclass AND contype = 'p');
    END $$`);
}
