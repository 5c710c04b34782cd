import { Controller, Get, Headers, HttpStatus, Res } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { METRICS_CONTENT_TYPE, metricsScrapeAllowed } from '@pitchlens/monitoring';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../common/http/api-error';
import { ApiMetrics } from './api-metrics';
import { AnswersMedia } from '../docs/answers';

/** The API's metrics in Prometheus's text format; with METRICS_TOKEN set, for its bearer only. */
@Controller('metrics')
export class GetMetricsController {
  constructor(
    private readonly metrics: ApiMetrics,
    private readonly config: ApiConfig,
  ) {}

  @Get()
  @AnswersMedia('text/plain')
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!metricsScrapeAllowed(authorization, this.config.METRICS_TOKEN)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'Metrics need the bearer token (METRICS_TOKEN).');
    }
    void reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store');
    return this.metrics.registry.metrics();
  }
}
