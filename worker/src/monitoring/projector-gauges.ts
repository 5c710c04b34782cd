import { projectorStatus } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { allProjectors } from '../projections/projectors';

const labelNames = ['projector'] as const;

/**
 * Each projector's standing against the log, read from the database when
 * scraped: the same figures as `npm run projections -- status`. They hold
 * for every worker (the log is shared), so a standby reports them too.
 * While the database is away the series are left out rather than kept stale.
 */
export function registerProjectorGauges(registry: Registry, pool: Pool): void {
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames, registers: [registry] });
  // Registered first (a registry collects in order): its collect fills the other three before they are read.
  new Gauge({
    name: 'pitchlens_projector_seconds_behind',
    help: 'Age of the oldest event the projector has not applied; 0 when caught up',
    labelNames,
    registers: [registry],
    async collect() {
      const statuses = await Promise.all(allProjectors().map((p) => projectorStatus(pool, p))).catch(() => []);
      for (const metric of [this, checkpoint, applied, behind]) metric.reset();
      for (const status of statuses) {
        const labels = { projector: status.name };
        this.set(labels, status.secondsBehind);
        checkpoint.set(labels, Number(status.checkpoint.globalPosition));
        applied.set(labels, status.eventsApplied);
        behind.set(labels, status.eventsBehind);
      }
    },
  });
  const checkpoint = gauge('pitchlens_projector_checkpoint_position', 'Global position of the last event the projector applied');
  const applied = gauge('pitchlens_projector_events_applied', 'Events the projector has applied since its tables were built');
  const behind = gauge('pitchlens_projector_events_behind', 'Events of its types recorded after its checkpoint');
}
