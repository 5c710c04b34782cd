import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createMetricsRegistry } from '@pitchlens/monitoring';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';

/**
 * What the API measures: every answer by route and status with its latency,
 * and the events it appended by type with the size of each group commit.
 * Node's own figures (memory, event-loop lag) come with the registry.
 */
@Injectable()
export class ApiMetrics implements OnModuleInit {
  readonly registry = createMetricsRegistry('api');

  private readonly requests = new Histogram({
    name: 'pitchlens_http_request_duration_seconds',
    help: 'HTTP answers by route pattern and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  private readonly appended = new Counter({
    name: 'pitchlens_events_appended_total',
    help: 'Events this process appended to the log, by type',
    labelNames: ['type'],
    registers: [this.registry],
  });

  private readonly batches = new Histogram({
    name: 'pitchlens_append_batch_events',
    help: 'Events per group-commit INSERT',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    registers: [this.registry],
  });

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Hooks added before Fastify is ready apply to every route, Nest's and the site's alike. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, not the URL: one series per route however many addresses it answers.
      const route = request.routeOptions.url ?? 'unmatched';
      this.requests.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });
  }

  /** The event store's report of one committed INSERT. */
  readonly eventsCommitted = (types: string[]): void => {
    this.batches.observe(types.length);
    const byType = new Map<string, number>();
    for (const type of types) byType.set(type, (byType.get(type) ?? 0) + 1);
    byType.forEach((count, type) => this.appended.inc({ type }, count));
  };
}
