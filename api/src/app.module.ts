import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiConfig } from '@pitchlens/config';
import { AdminModule } from './admin/admin.module';
import { BreakdownModule } from './breakdown/breakdown.module';
import { GiveawayModule } from './giveaway/giveaway.module';
import { HealthModule } from './health/health.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { MetricsModule } from './metrics/metrics.module';
import { PaymentsModule } from './payments/payments.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ProposalModule } from './proposal/proposal.module';
import { ReferralsModule } from './referrals/referrals.module';
import { TrackingModule } from './tracking/tracking.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        { module: class ConfigModule {}, global: true, providers: [{ provide: ApiConfig, useValue: config }], exports: [ApiConfig] },
        CqrsModule.forRoot(),
        MetricsModule,
        InfrastructureModule,
        HealthModule,
        TrackingModule,
        ReferralsModule,
        GiveawayModule,
        BreakdownModule,
        AdminModule,
        ProposalModule,
        PaymentsModule,
        PrivacyModule,
      ],
    };
  }
}
