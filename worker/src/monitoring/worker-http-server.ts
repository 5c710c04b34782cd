import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { connectRedis, FAIL_FAST, FAIL_FAST_QUEUE, type RedisConnection, WorkerConfig } from '@pitchlens/config';
import { EMAIL_QUEUE, OPERATIONS_QUEUE, QUEUES } from '@pitchlens/contracts';
import { createPool } from '@pitchlens/database';
import { METRICS_CONTENT_TYPE, metricsScrapeAllowed, migrationsApplied, readiness } from '@pitchlens/monitoring';
import { Queue } from 'bullmq';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { registerErasureGauges } from './erasure-gauges';
import { registerProjectorGauges } from './projector-gauges';
import { registerQueueGauges } from './queue-gauges';
import { WorkerMetrics } from './worker-metrics';

/**
 * The worker's own port: /health/live, /health/ready (database, Redis,
 * migrations) and /metrics, as the API answers them under /api. Its
 * connections are its own and fail fast, so a probe never waits behind the
 * consumers or BullMQ's blocking commands.
 */
@Injectable()
export class WorkerHttpServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHttp');
  private readonly pool: Pool;
  private readonly redis: RedisConnection;
  private readonly queues: Queue[];
  private readonly server: Server;

  constructor(
    private readonly config: WorkerConfig,
    private readonly metrics: WorkerMetrics,
  ) {
    this.pool = createPool(config.DATABASE_URL, { max: 2 }, (error) => this.logger.warn(`Postgres connection lost: ${error.message}`));
    // Errors are the worker's main connection's to report; a probe answers 'down'.
    this.redis = connectRedis(config, FAIL_FAST).on('error', () => undefined);
    this.queues = [EMAIL_QUEUE, OPERATIONS_QUEUE, QUEUES.privacy, QUEUES.mail].map((name) => new Queue(name, { connection: this.redis, prefix: config.QUEUE_PREFIX, ...FAIL_FAST_QUEUE }).on('error', () => undefined));
    registerProjectorGauges(metrics.registry, this.pool);
    registerErasureGauges(metrics.registry, this.pool);
    registerQueueGauges(metrics.registry, this.queues, this.queues[1]);
    this.server = createServer((request, response) => {
      this.answer(request, response).catch((error: Error) => send(response, 500, 'application/json', JSON.stringify({ error: error.message })));
    });
  }

  /** Where it listens (WORKER_HTTP_PORT 0 picks a free port). */
  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async onApplicationBootstrap(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject).listen(this.config.WORKER_HTTP_PORT, this.config.WORKER_HTTP_HOST, resolve);
    });
    this.logger.log(`Health and metrics on port ${this.port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
    await Promise.all(this.queues.map((queue) => queue.close()));
    this.redis.disconnect();
    await this.pool.end();
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET') return send(response, 405, 'application/json', '{"error":"GET only"}');
    if (path === '/health/live') return send(response, 200, 'application/json', '{"status":"alive"}');
    if (path === '/health/ready') {
      const report = await readiness({
        database: () => this.pool.query('SELECT 1'),
        redis: () => this.redis.ping(),
        migrations: () => migrationsApplied(this.pool),
      });
      return send(response, report.status === 'ready' ? 200 : 503, 'application/json', JSON.stringify(report));
    }
    if (path === '/metrics') {
      if (!metricsScrapeAllowed(request.headers.authorization, this.config.METRICS_TOKEN)) {
        return send(response, 401, 'application/json', '{"error":"Metrics need the bearer token (METRICS_TOKEN)."}');
      }
      return send(response, 200, METRICS_CONTENT_TYPE, await this.metrics.registry.metrics());
    }
    send(response, 404, 'application/json', '{"error":"Not found"}');
  }
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
}
