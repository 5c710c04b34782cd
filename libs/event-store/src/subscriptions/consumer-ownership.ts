import type { Pool, PoolClient } from 'pg';

/** How often a held ownership is checked when nothing else would notice a silently dead connection. */
const HEARTBEAT_MS = 5000;

/**
 * One worker's hold on one consumer: a session advisory lock on a connection
 * kept for the purpose. Postgres releases the lock the moment that connection
 * ends, so losing it (a restart, `pg_terminate_backend`, a network fault) is
 * noticed here — from the connection's error or end, or from a heartbeat that
 * fails — and the holder must stop applying until it owns the consumer again.
 */
export class ConsumerOwnership {
  private lostReason: string | null = null;
  private readonly heartbeat: NodeJS.Timeout;

  private constructor(private readonly client: PoolClient) {
    const lose = (reason: string) => (this.lostReason ??= reason);
    client.on('error', (error) => lose(error.message));
    client.on('end', () => lose('connection closed'));
    this.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((error: Error) => lose(error.message));
    }, HEARTBEAT_MS).unref();
  }

  /** Takes the consumer if no other process holds it; null when another does. */
  static tryToTake(pool: Pool, consumer: string): Promise<ConsumerOwnership | null> {
    return ConsumerOwnership.tryLock(pool, `SELECT pg_try_advisory_lock(hashtext('consumer:' || $1)) AS owned`, [consumer]);
  }

  /**
   * Takes a member's slot of a group of workers (the two-key form, so
   * `countMembers` finds every slot of the group in pg_locks); null when another holds it.
   */
  static tryToJoin(pool: Pool, group: string, slot: number): Promise<ConsumerOwnership | null> {
    return ConsumerOwnership.tryLock(pool, `SELECT pg_try_advisory_lock(hashtext('consumers:' || $1), $2) AS owned`, [group, slot]);
  }

  /** How many processes hold a slot of `group` in this database. */
  static async countMembers(pool: Pool, group: string): Promise<number> {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objsubid = 2
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND classid = (hashtext('consumers:' || $1)::bigint & 4294967295)::oid`,
      [group],
    );
    return rows[0].n;
  }

  private static async tryLock(pool: Pool, sql: string, params: unknown[]): Promise<ConsumerOwnership | null> {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ owned: boolean }>(sql, params);
      if (rows[0].owned) return new ConsumerOwnership(client);
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
    return null;
  }

  /** Why the hold ended, or null while it stands. */
  get lost(): string | null {
    return this.lostReason;
  }

  /** Ends the hold: the connection is closed, never pooled, so the lock cannot outlive it. */
  release(): void {
    clearInterval(this.heartbeat);
    this.client.release(true);
  }
}
