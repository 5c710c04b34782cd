import type { Pool } from 'pg';

export interface ProjectorStatus {
  name: string;
  checkpoint: { transactionId: string; globalPosition: string };
  eventsApplied: number;
  /** Events of the projector's types recorded after its checkpoint. */
  eventsBehind: number;
  /** Age of the oldest event not yet applied; 0 when caught up. */
  secondsBehind: number;
  updatedAt: Date | null;
}

/**
 * Where a projector's checkpoint stands against the log. Shared by the
 * worker's CLI and lag warnings and the admin API, so they agree.
 */
export async function projectorStatus(pool: Pool, projector: { name: string; eventTypes: readonly string[] }): Promise<ProjectorStatus> {
  const { rows } = await pool.query<{
    transaction_id: string;
    global_position: string;
    events_applied: string;
    updated_at: Date | null;
    behind: string;
    oldest: Date | null;
  }>(
    `WITH cp AS (
       SELECT coalesce(c.transaction_id, '0'::xid8) AS transaction_id, coalesce(c.global_position, 0) AS global_position,
              coalesce(c.events_applied, 0) AS events_applied, c.updated_at
         FROM (SELECT 1) one LEFT JOIN read_model.projector_checkpoints c ON c.name = $1
     )
     SELECT cp.transaction_id::text, cp.global_position::text, cp.events_applied::text, cp.updated_at,
            count(e.*)::text AS behind, min(e.recorded_at) AS oldest
       FROM cp LEFT JOIN event_store.events e
         ON (e.transaction_id, e.global_position) > (cp.transaction_id, cp.global_position) AND e.type = ANY($2)
      GROUP BY cp.transaction_id, cp.global_position, cp.events_applied, cp.updated_at`,
    [projector.name, [...projector.eventTypes]],
  );
  const row = rows[0];
  return {
    name: projector.name,
    checkpoint: { transactionId: row.transaction_id, globalPosition: row.global_position },
    eventsApplied: Number(row.events_applied),
    eventsBehind: Number(row.behind),
    secondsBehind: row.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0,
    updatedAt: row.updated_at,
  };
}
