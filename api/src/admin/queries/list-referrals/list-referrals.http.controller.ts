import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminReferralsResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { ListReferralsQuery } from './list-referrals.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/referrals')
@AdminRoute()
@ReadsReplica('current')
export class ListReferralsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminReferralsResponse')
  list(): Promise<AdminReferralsResponse> {
    return this.queries.execute(new ListReferralsQuery());
  }
}
