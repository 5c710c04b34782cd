import type { Pool, PoolClient } from 'pg';

/**
 * The report time zone an admin chose (kept in reports.settings), else
 * `fallback` (REPORT_TIMEZONE). A setting, not an event: the zone is how the
 * log is read, not something that happened, and a replay reads every event
 * in the zone wanted now.
 */
export async function wantedReportTimeZone(db: Pool | PoolClient, fallback: string): Promise<string> {
  const { rows } = await db.query<{ time_zone: string }>('SELECT time_zone FROM reports.settings');
  return rows[0]?.time_zone ?? fallback;
}

/** Stores the admin's choice of report time zone (already validated). */
export async function chooseReportTimeZone(db: Pool | PoolClient, timeZone: string): Promise<void> {
  await db.query(
    `INSERT INTO reports.settings (time_zone) VALUES ($1)
     ON CONFLICT (only_row) DO UPDATE SET time_zone = excluded.time_zone, changed_at = now()`,
    [timeZone],
  );
}
