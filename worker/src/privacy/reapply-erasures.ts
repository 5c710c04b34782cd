import { addressKey } from '@pitchlens/event-store';
import type { Pool } from 'pg';

/**
 * The addresses in the log that completed erasures were for: after a backup
 * taken before those erasures is restored, the people are back. Their
 * addresses are not kept anywhere, but their keyed hashes are, so every
 * address-valued string of the log is hashed and compared.
 */
export async function erasedAddressesInLog(pool: Pool, secret: string): Promise<string[]> {
  const { rows: erased } = await pool.query<{ address_key: string }>(`SELECT DISTINCT address_key FROM privacy.erasures WHERE state = 'completed'`);
  if (erased.length === 0) return [];
  const keys = new Set(erased.map((row) => row.address_key));
  const { rows } = await pool.query<{ address: string }>(
    `SELECT DISTINCT lower(v #>> '{}') AS address
       FROM event_store.events e, jsonb_path_query(e.data, 'strict $.**') v
      WHERE jsonb_typeof(v) = 'string' AND (v #>> '{}') LIKE '%_@_%'`,
  );
  return rows.map((row) => row.address).filter((address) => keys.has(addressKey(secret, address)));
}
