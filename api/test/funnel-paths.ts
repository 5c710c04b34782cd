import { readModel, type ReadModelTable } from '@pitchlens/database';
import type { Pool } from 'pg';
import { writeFunnelPaths } from '../../worker/src/projections/contacts/funnel-paths';

/**
 * Tests that write step times and touches straight into the read model
 * summarise them into funnel_paths as the contacts projector does, with the
 * projector's own statement.
 */
export async function summariseFunnelPaths(db: Pool): Promise<void> {
  const { rows } = await db.query<{ contact_id: string }>(
    `SELECT contact_id::text FROM ${readModel('funnel_step_times')} UNION SELECT contact_id::text FROM ${readModel('contact_touches')}`,
  );
  await writeFunnelPaths({ db, table: (name) => readModel(name as ReadModelTable) }, new Set(rows.map((r) => r.contact_id)), []);
}
