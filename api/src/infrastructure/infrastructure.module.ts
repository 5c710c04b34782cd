import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ApiConfig, connectRedis, FAIL_FAST, type RedisConnection } from '@pitchlens/config';
import { createPool, createReadPool } from '@pitchlens/database';
import { EventStore } from '@pitchlens/event-store';
import { reportConnection } from '@pitchlens/logging';
import type { Pool } from 'pg';
import { EventRecorder } from '../common/events/event-recorder';
import { ApiMetrics } from '../metrics/api-metrics';
import { IP_HASH_SECRET, PG_POOL, REDIS } from '../common/di-tokens';
import { ReadSource } from './read-source';

/** Development-only key; production refuses to start without IP_HASH_SECRET. */
const DEVELOPMENT_IP_HASH_SECRET = 'pitchlens-development-ip-hash';

const logger = new Logger('Connections');

/**
 * The API's statements are lookups and reports meant to answer within 50 ms, many at once: compiling a
 * plan (JIT) takes 20–45 ms before its first row, and starting parallel workers ~10 ms on cores the other
 * requests need. A lateral lookup per row (revenue's buyers not kept yet) inflates costs past both thresholds.
 */
const STATEMENT_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/**
 * Each pool's size, and the connections it keeps however long they sit idle. pg-pool closes the
 * others after 10 s idle, and a CSV download holds one connection longer than that: the next report
 * then opened its connections afresh, each paying its start and its first plans: at 10,000,000 events,
 * bringing revenue's three money tables up to date took 32-47 ms on new connections, 8-9 on kept ones.
 * Four: those three tables are brought up to date at once, beside a download's cursor.
 */
const POOL_SIZE = { max: 10, min: 4 };

/**
 * Redis for sessions, login limits, the rate limit and the operations
 * queues. A command fails within seconds while Redis is away, so a caller
 * gets a 503 instead of waiting for Redis to return.
 */
function openRedis(config: ApiConfig): RedisConnection {
  const redis = connectRedis(config, FAIL_FAST);
  reportConnection(redis, logger, 'Redis');
  return redis;
}

/** Connections and the event store, shared by every module of the API. */
@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) =>
        createPool(config.DATABASE_URL, { ...POOL_SIZE, options: STATEMENT_OPTIONS }, (error) => logger.warn(`Postgres connection lost: ${error.message}`)),
    },
    {
      provide: ReadSource,
      inject: [PG_POOL, ApiConfig],
      // The replica's pool is the primary's size again: the reports it takes would otherwise queue for the primary's connections.
      useFactory: (primary: Pool, config: ApiConfig) =>
        new ReadSource(
          primary,
          config.DATABASE_READ_URL === undefined
            ? null
            : createReadPool(config.DATABASE_READ_URL, { ...POOL_SIZE, options: STATEMENT_OPTIONS }, (error) => logger.warn(`Read replica connection lost: ${error.message}`)),
          config.DATABASE_READ_MAX_LAG_MS,
        ),
    },
    { provide: REDIS, inject: [ApiConfig], useFactory: openRedis },
    {
      provide: EventStore,
      inject: [PG_POOL, ApiMetrics],
      useFactory: (pool: Pool, metrics: ApiMetrics) => new EventStore(pool, { onCommitted: metrics.eventsCommitted }),
    },
    {
      provide: IP_HASH_SECRET,
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) => config.IP_HASH_SECRET ?? DEVELOPMENT_IP_HASH_SECRET,
    },
    EventRecorder,
  ],
  exports: [PG_POOL, REDIS, EventStore, EventRecorder, ReadSource],
})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: RedisConnection,
    @Inject(ReadSource) private readonly reads: ReadSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
    await Promise.all([this.pool.end(), this.reads.close()]);
  }
}
