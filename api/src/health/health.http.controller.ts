import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HealthResponse } from '@pitchlens/contracts';
import { probe } from '@pitchlens/monitoring';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { PG_POOL, REDIS } from '../common/di-tokens';
import { Answers } from '../docs/answers';
import type { RedisConnection } from '@pitchlens/config';

/** Liveness of what the API depends on; 503 when any of it is down. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: RedisConnection,
  ) {}

  @Get()
  @Answers('HealthResponse', 200, 503)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([
      probe(() => this.pool.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    const healthy = database === 'up' && redis === 'up';
    void reply.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', database, redis };
  }
}
