import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './api-metrics';
import { GetMetricsController } from './get-metrics.http.controller';

/** Global: the event store (infrastructure) reports its commits to the metrics. */
@Global()
@Module({ controllers: [GetMetricsController], providers: [ApiMetrics], exports: [ApiMetrics] })
export class MetricsModule {}
