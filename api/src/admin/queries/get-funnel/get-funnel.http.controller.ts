import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { withPrevious } from '../../reports/comparison';
import { reportDays } from '../../reports/report-range';
import { ReportRangeRequestDto } from '../../reports/report-range.request.dto';
import { GetFunnelQuery } from './get-funnel.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/funnel')
@AdminRoute()
@ReadsReplica('recent')
export class GetFunnelController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminFunnelResponse')
  get(@Query() query: ReportRangeRequestDto): Promise<AdminFunnelResponse> {
    return withPrevious(query, (range) => this.queries.execute(new GetFunnelQuery(reportDays(range))));
  }
}
