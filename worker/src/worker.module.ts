import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { WorkerConfig } from '@pitchlens/config';
import { WorkerRuntime } from './runtime/worker-runtime';

@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ScheduleModule.forRoot()],
      providers: [{ provide: WorkerConfig, useValue: config }, WorkerRuntime],
    };
  }
}
