import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { WorkerConfig } from '@pitchlens/config';
import { LogMonthsAhead } from './event-log/log-months-ahead';
import { WorkerHttpServer } from './monitoring/worker-http-server';
import { WorkerMetrics } from './monitoring/worker-metrics';
import { Clock, RawMetadataRetention, systemClock } from './privacy/retention';
import { WorkerRuntime } from './runtime/worker-runtime';

@Module({})
export class WorkerModule {
  /** `clock`: where the worker's schedules read the time (a test freezes it). */
  static forRoot(config: WorkerConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ScheduleModule.forRoot()],
      providers: [{ provide: WorkerConfig, useValue: config }, { provide: Clock, useValue: clock }, WorkerMetrics, WorkerHttpServer, WorkerRuntime, RawMetadataRetention, LogMonthsAhead],
    };
  }
}
