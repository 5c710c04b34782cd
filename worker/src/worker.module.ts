import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { WorkerConfig } from '@pitchlens/config';
import { WorkerHttpServer } from './monitoring/worker-http-server';
import { WorkerMetrics } from './monitoring/worker-metrics';
import { RawMetadataRetention } from './privacy/retention';
import { WorkerRuntime } from './runtime/worker-runtime';

@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ScheduleModule.forRoot()],
      providers: [{ provide: WorkerConfig, useValue: config }, WorkerMetrics, WorkerHttpServer, WorkerRuntime, RawMetadataRetention],
    };
  }
}
