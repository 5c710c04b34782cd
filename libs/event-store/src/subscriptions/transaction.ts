import type { Pool, PoolClient } from 'pg';

export interface TransactionOptions {
  /** Planner settings for this transaction alone (SET LOCAL), names and values of our own: sent with its BEGIN, so they cost no round trip. */
  settings?: Readonly<Record<string, string>>;
}

/** Runs `work` in a transaction on its own connection. */
export async function inTransaction<T>(pool: Pool, work: (db: PoolClient) => Promise<T>, { settings = {} }: TransactionOptions = {}): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query(['BEGIN', ...Object.entries(settings).map(([name, value]) => `SET LOCAL ${name} TO ${value}`)].join('; '));
    const result = await work(db);
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    db.release();
  }
}
