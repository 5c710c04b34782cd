import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ReaderHorizon1732203800000 } from './1732203800000-reader-horizon';

/**
 * The log reader's horizon (1732203800000) no longer waits for a transaction
 * prepared for two-phase commit in another database. A prepared transaction
 * has no backend, so the horizon could not place it and waited for it: one
 * left behind by a neighbour's transaction manager stopped every projector
 * and reactor until an operator ended it. pg_prepared_xacts names its
 * database; one prepared in this database is still waited for, as its
 * events would appear when it commits. Read only when the snapshot lists a
 * running transaction, as the backends are.
 */
export class ReaderHorizonPrepared1732204800000 implements MigrationInterface {
  name = 'ReaderHorizonPrepared1732204800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE OR REPLACE FUNCTION event_store.reader_horizon() RETURNS xid8 LANGUAGE plpgsql STABLE AS $$
       DECLARE
         snapshot pg_snapshot := pg_current_snapshot();
         elsewhere int[];
         prepared_elsewhere xid[];
         oldest xid8;
       BEGIN
         IF pg_snapshot_xmin(snapshot) = pg_snapshot_xmax(snapshot) THEN
           RETURN pg_snapshot_xmax(snapshot);
         END IF;
         SELECT array_agg(pid) INTO elsewhere FROM pg_stat_get_activity(NULL)
          WHERE datid <> (SELECT oid FROM pg_database WHERE datname = current_database());
         SELECT array_agg(transaction) INTO prepared_elsewhere FROM pg_prepared_xacts WHERE database <> current_database();
         IF elsewhere IS NULL AND prepared_elsewhere IS NULL THEN
           RETURN pg_snapshot_xmin(snapshot);
         END IF;
         SELECT min(x) INTO oldest FROM pg_snapshot_xip(snapshot) x
          WHERE x::xid NOT IN (
            SELECT transactionid FROM pg_locks
             WHERE locktype = 'transactionid' AND mode = 'ExclusiveLock' AND granted AND pid = ANY (elsewhere)
          )
            AND NOT (x::xid = ANY (coalesce(prepared_elsewhere, '{}')));
         RETURN least(oldest, pg_snapshot_xmax(snapshot));
       END $$`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP FUNCTION event_store.reader_horizon()`);
    await new ReaderHorizon1732203800000().up(runner);
  }
}
