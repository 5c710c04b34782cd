import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminReferralPayoutsResponse } from '@pitchlens/contracts';
import { Answers } from '../../../docs/answers';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { GetReferralPayoutsQuery } from './get-referral-payouts.query';

@Controller('admin/referrals')
@AdminRoute()
@ReadsReplica('current')
export class GetReferralPayoutsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('payouts')
  @Answers('AdminReferralPayoutsResponse')
  get(): Promise<AdminReferralPayoutsResponse> {
    return this.queries.execute(new GetReferralPayoutsQuery());
  }
}
