import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiConfig } from '@pitchlens/config';
import { LoggerModule } from 'nestjs-pino';
import { BreakdownModule } from './breakdown/breakdown.module';
import { HealthModule } from './health/health.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { ReferralsModule } from './referrals/referrals.module';
import { TrackingModule } from './tracking/tracking.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        { module: class ConfigModule {}, global: true, providers: [{ provide: ApiConfig, useValue: config }], exports: [ApiConfig] },
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            // Fastify has already given the request its id (see request-id.ts).
            genReqId: (req) => (req as { id?: string }).id ?? 'unknown',
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
          },
        }),
        CqrsModule.forRoot(),
        InfrastructureModule,
        HealthModule,
        TrackingModule,
        ReferralsModule,
        BreakdownModule,
      ],
    };
  }
}
