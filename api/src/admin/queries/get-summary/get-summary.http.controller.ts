import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminSummaryResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { GetSummaryQuery } from './get-summary.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/summary')
@AdminRoute()
@ReadsReplica('recent')
export class GetSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminSummaryResponse')
  get(): Promise<AdminSummaryResponse> {
    return this.queries.execute(new GetSummaryQuery());
  }
}
