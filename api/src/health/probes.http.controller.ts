import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiConfig, type RedisConnection } from '@pitchlens/config';
import { degradedBy, migrationsApplied, readiness, type LivenessReport, type ReadinessReport } from '@pitchlens/monitoring';
import type { FastifyReply } from 'fastify';
import { access } from 'node:fs/promises';
import type { Pool } from 'pg';
import { PG_POOL, REDIS } from '../common/di-tokens';
import { ReadSource } from '../infrastructure/read-source';
import { DEFAULT_SITE_DIR, siteManifest } from '../site/serve-site';
import { Answers } from '../docs/answers';

/**
 * Probes for a supervisor or load balancer. Liveness asks only that the
 * process answers (restart it if not); readiness, whether it can serve
 * (send it traffic if so): database, Redis, this build's migrations and the
 * built site. A configured read replica that is away or too far behind makes
 * it degraded, not unready: the primary answers the reports meanwhile.
 */
@Controller('health')
export class ProbesController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: RedisConnection,
    private readonly config: ApiConfig,
    @Inject(ReadSource) private readonly reads: ReadSource,
  ) {}

  @Get('live')
  @Answers('LivenessReport')
  live(): LivenessReport {
    return { status: 'alive' };
  }

  @Get('ready')
  @Answers('ReadinessReport', 200, 503)
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessReport> {
    const [ready, replica] = await Promise.all([
      readiness({
        database: () => this.pool.query('SELECT 1'),
        redis: () => this.redis.ping(),
        migrations: () => migrationsApplied(this.pool),
        site: () => access(siteManifest(this.config.SITE_DIR ?? DEFAULT_SITE_DIR)),
      }),
      // Without the primary there is no lag to measure; the database check says so.
      this.reads.status().catch(() => null),
    ]);
    const report = degradedBy(ready, 'readReplica', replica?.reason ?? null);
    void reply.status(report.status === 'not ready' ? 503 : 200);
    return report;
  }
}
