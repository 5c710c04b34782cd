import type { ErasureSource } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { addressKey } from './address-key';

/**
 * Records an erasure request (pending), keeping the address's keyed hash
 * only. `id`: given by a caller that may file the same request again (a
 * confirmation link opened twice); `created` is false when it already was.
 */
export async function registerErasure(
  pool: Pool,
  secret: string,
  email: string,
  source: ErasureSource,
  id: string = uuidv7(),
): Promise<{ id: string; created: boolean }> {
  const { rowCount } = await pool.query(`INSERT INTO privacy.erasures (id, address_key, source) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
    id,
    addressKey(secret, email),
    source,
  ]);
  return { id, created: rowCount === 1 };
}
