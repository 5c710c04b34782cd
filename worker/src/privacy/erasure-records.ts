import type { ErasureResult } from '@pitchlens/contracts';
import type { Pool } from 'pg';

/** The outcome of an erasure, kept (without the address) for the admin and operators. */
export const erasureRecords = {
  async isCompleted(pool: Pool, id: string): Promise<boolean> {
    const { rows } = await pool.query<{ state: string }>(`SELECT state FROM privacy.erasures WHERE id = $1`, [id]);
    return rows[0]?.state === 'completed';
  },
  async completed(pool: Pool, id: string, result: ErasureResult): Promise<void> {
    await pool.query(`UPDATE privacy.erasures SET state = 'completed', finished_at = now(), result = $2, failure = NULL WHERE id = $1`, [id, result]);
  },
  async failed(pool: Pool, id: string, reason: string): Promise<void> {
    await pool.query(`UPDATE privacy.erasures SET state = 'failed', finished_at = now(), failure = $2 WHERE id = $1`, [id, reason]);
  },
};
