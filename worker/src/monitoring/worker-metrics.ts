import type { EmailJob } from '@pitchlens/contracts';
import { Injectable } from '@nestjs/common';
import { createMetricsRegistry } from '@pitchlens/monitoring';
import type { Worker } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';

/**
 * What the worker observes as it runs: each consumer batch's duration and
 * every email's outcome by template. Figures read from the database and
 * Redis at scrape time (projector lag, queue depths) join the same registry
 * (projector-gauges, queue-gauges).
 */
@Injectable()
export class WorkerMetrics {
  readonly registry = createMetricsRegistry('worker');

  private readonly batches = new Histogram({
    name: 'pitchlens_consumer_batch_duration_seconds',
    help: 'Duration of each consumer transaction that applied events',
    labelNames: ['consumer'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly applied = new Counter({
    name: 'pitchlens_consumer_events_applied_total',
    help: 'Events this process applied, by consumer',
    labelNames: ['consumer'],
    registers: [this.registry],
  });

  private readonly emails = new Counter({
    name: 'pitchlens_emails_total',
    help: 'Emails sent, and failed for good after their last attempt, by template',
    labelNames: ['template', 'outcome'],
    registers: [this.registry],
  });

  private readonly held = new Gauge({
    name: 'pitchlens_consumer_held',
    help: 'Whether this process runs the consumer now (1) or another worker does (0): workers with the same roles split them',
    labelNames: ['consumer'],
    registers: [this.registry],
  });

  /** The consumer daemon's report that this process took a consumer up or let it go. */
  readonly consumerHeld = (consumer: string, held: boolean): void => {
    this.held.set({ consumer }, held ? 1 : 0);
  };

  /** The consumer daemon's report of one batch that applied events. */
  readonly batchApplied = (consumer: string, events: number, seconds: number): void => {
    this.batches.observe({ consumer }, seconds);
    this.applied.inc({ consumer }, events);
  };

  /** A repeat of an email already sent is not counted again; a failed attempt that will be retried is not a failure. */
  watchEmails(worker: Worker<EmailJob>): void {
    worker.on('completed', (job, result) => {
      if (result === 'sent') this.emails.inc({ template: job.data.template, outcome: 'sent' });
    });
    worker.on('failed', (job) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) this.emails.inc({ template: job.data.template, outcome: 'failed' });
    });
  }
}
