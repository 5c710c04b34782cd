import type { ReplayJobProgress } from '@pitchlens/contracts';
import type { Queue } from 'bullmq';
import { Gauge, type Registry } from 'prom-client';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Queue depths and replays, read from Redis when scraped. BullMQ's
 * `exportPrometheusMetrics` gives the same counts, but as text with its own
 * HELP lines per queue (two queues make an exposition Prometheus refuses),
 * so the counts go into one gauge under BullMQ's metric name instead.
 */
export function registerQueueGauges(registry: Registry, queues: Queue[], operations: Queue): void {
  new Gauge({
    name: 'bullmq_job_count',
    help: 'Jobs in each queue by state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...STATES))).catch(() => []);
      this.reset();
      counts.forEach((byState, i) => STATES.forEach((state) => this.set({ queue: queues[i].name, state }, byState[state] ?? 0)));
    },
  });
  new Gauge({
    name: 'pitchlens_replays_running',
    help: 'Replays being run now (at most one: the worker runs them one at a time)',
    registers: [registry],
    async collect() {
      this.set(await operations.getActiveCount().catch(() => 0));
    },
  });
  new Gauge({
    name: 'pitchlens_replay_progress_percent',
    help: 'Progress of each running replay over all its projectors, 0-100',
    labelNames: ['job', 'projector'],
    registers: [registry],
    async collect() {
      const active = await operations.getActive().catch(() => []);
      this.reset();
      for (const job of active) {
        const progress = job.progress as Partial<ReplayJobProgress>;
        this.set({ job: String(job.id), projector: progress.projector ?? 'starting' }, progress.percent ?? 0);
      }
    },
  });
}
