import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiConfig, type RedisConnection } from '@pitchlens/config';
import { migrationsApplied, readiness, type LivenessReport, type ReadinessReport } from '@pitchlens/monitoring';
import type { FastifyReply } from 'fastify';
import { access } from 'node:fs/promises';
import type { Pool } from 'pg';
import { PG_POOL, REDIS } from '../common/di-tokens';
import { DEFAULT_SITE_DIR, siteManifest } from '../site/serve-site';
import { Answers } from '../docs/answers';

/**
 * Probes for a supervisor or load balancer. Liveness asks only that the
 * process answers (restart it if not); readiness, whether it can serve
 * (send it traffic if so): database, Redis, this build's migrations and the
 * built site.
 */
@Controller('health')
export class ProbesController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: RedisConnection,
    private readonly config: ApiConfig,
  ) {}

  @Get('live')
  @Answers('LivenessReport')
  live(): LivenessReport {
    return { status: 'alive' };
  }

  @Get('ready')
  @Answers('ReadinessReport', 200, 503)
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessReport> {
    const report = await readiness({
      database: () => this.pool.query('SELECT 1'),
      redis: () => this.redis.ping(),
      migrations: () => migrationsApplied(this.pool),
      site: () => access(siteManifest(this.config.SITE_DIR ?? DEFAULT_SITE_DIR)),
    });
    void reply.status(report.status === 'ready' ? 200 : 503);
    return report;
  }
}
