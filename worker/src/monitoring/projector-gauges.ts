import { projectorStatus, type ProjectorStatus } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { allProjectors } from '../projections/projectors';
import { perScrape } from './per-scrape';

const labelNames = ['projector'] as const;

/**
 * Each projector's standing against the log, read from the database when
 * scraped: the same figures as `npm run projections -- status`. They hold
 * for every worker (the log is shared), so a standby reports them too.
 * While the database is away the series are left out rather than kept stale.
 */
export function registerProjectorGauges(registry: Registry, pool: Pool): void {
  const statuses = perScrape(() => Promise.all(allProjectors().map((p) => projectorStatus(pool, p))).catch(() => []));
  const gauge = (name: string, help: string, value: (status: ProjectorStatus) => number) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const now = await statuses();
        this.reset();
        for (const status of now) this.set({ projector: status.name }, value(status));
      },
    });
  gauge('pitchlens_projector_seconds_behind', 'Age of the oldest event the projector has not applied; 0 when caught up', (s) => s.secondsBehind);
  gauge('pitchlens_projector_checkpoint_position', 'Global position of the last event the projector applied', (s) => Number(s.checkpoint.globalPosition));
  gauge('pitchlens_projector_events_applied', 'Events the projector has applied since its tables were built', (s) => s.eventsApplied);
  gauge('pitchlens_projector_events_behind', 'Events of its types recorded after its checkpoint', (s) => s.eventsBehind);
}
