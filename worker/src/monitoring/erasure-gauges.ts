import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { perScrape } from './per-scrape';

interface Owed {
  pending: number;
  failed: number;
  /** Seconds the oldest pending request has waited; null when none is pending. */
  oldest: number | null;
}

/** What is still owed, or null while the database is away. */
async function owed(pool: Pool): Promise<Owed | null> {
  const { rows } = await pool
    .query<Owed>(
      `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending, count(*) FILTER (WHERE state = 'failed')::int AS failed,
              extract(epoch FROM now() - min(requested_at) FILTER (WHERE state = 'pending'))::float8 AS oldest
         FROM privacy.erasures WHERE state <> 'completed'`,
    )
    .catch(() => ({ rows: [] as Owed[] }));
  return rows[0] ?? null;
}

/**
 * Erasure requests still owed, read from privacy.erasures when scraped: a
 * failed one stays failed until it is run again, and a pending one should
 * finish within minutes (the privacy policy's 30 days is the legal limit).
 * While the database is away the series are left out rather than kept stale.
 */
export function registerErasureGauges(registry: Registry, pool: Pool): void {
  const read = perScrape(() => owed(pool));
  new Gauge({
    name: 'pitchlens_erasures',
    help: 'Erasure requests by state: pending or failed (completed ones are not counted)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const now = await read();
      this.reset();
      if (!now) return;
      this.set({ state: 'pending' }, now.pending);
      this.set({ state: 'failed' }, now.failed);
    },
  });
  new Gauge({
    name: 'pitchlens_erasure_oldest_pending_seconds',
    help: 'How long the oldest pending erasure request has waited; 0 when none is pending',
    registers: [registry],
    async collect() {
      const now = await read();
      this.reset();
      if (now) this.set(now.oldest ?? 0);
    },
  });
}
