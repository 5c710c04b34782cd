import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The log reader's horizon (event-reader.ts): the oldest transaction of this
 * database still running in the calling statement's snapshot, else that
 * snapshot's xmax. Its own xmin is the oldest running on the whole server,
 * which a write held open in another database would hold back.
 *
 * A running transaction is counted as elsewhere only when, as this reads
 * them, its id is still held (the exclusive lock only its owner takes) by a
 * backend connected to another database; one that ended meanwhile, one
 * prepared (no backend) or one whose backend cannot be seen counts as ours
 * and is waited for. pg_stat_activity may be as old as the caller's
 * transaction, so a backend's database could only be mistaken were its
 * process id reused within it.
 *
 * STABLE, so it reads the caller's snapshot; PL/pgSQL, so each connection
 * plans it once (planning the two views' join cost an unprepared page about
 * a millisecond). The backends are read only when the snapshot lists a
 * running transaction, and the locks only when some backend is connected to
 * another database.
 */
export class ReaderHorizon1732203800000 implements MigrationInterface {
  name = 'ReaderHorizon1732203800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE FUNCTION event_store.reader_horizon() RETURNS xid8 LANGUAGE plpgsql STABLE AS $$
       DECLARE
         snapshot pg_snapshot := pg_current_snapshot();
         elsewhere int[];
         oldest xid8;
       BEGIN
         IF pg_snapshot_xmin(snapshot) = pg_snapshot_xmax(snapshot) THEN
           RETURN pg_snapshot_xmax(snapshot);
         END IF;
         SELECT array_agg(pid) INTO elsewhere FROM pg_stat_get_activity(NULL)
          WHERE datid <> (SELECT oid FROM pg_database WHERE datname = current_database());
         IF elsewhere IS NULL THEN
           RETURN pg_snapshot_xmin(snapshot);
         END IF;
         SELECT min(x) INTO oldest FROM pg_snapshot_xip(snapshot) x
          WHERE x::xid NOT IN (
            SELECT transactionid FROM pg_locks
             WHERE locktype = 'transactionid' AND mode = 'ExclusiveLock' AND granted AND pid = ANY (elsewhere)
          );
         RETURN least(oldest, pg_snapshot_xmax(snapshot));
       END $$`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP FUNCTION event_store.reader_horizon()`);
  }
}
