import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminRevenueResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { withPrevious } from '../../reports/comparison';
import { reportDays } from '../../reports/report-range';
import { GetRevenueQuery } from './get-revenue.query';
import { RevenueRequestDto } from './revenue.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('admin/revenue')
@AdminRoute()
@ReadsReplica('recent')
export class GetRevenueController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminRevenueResponse')
  get(@Query() query: RevenueRequestDto): Promise<AdminRevenueResponse> {
    return withPrevious(query, (range) => this.queries.execute(new GetRevenueQuery(reportDays(range), query.touch, query.dimension)));
  }
}
