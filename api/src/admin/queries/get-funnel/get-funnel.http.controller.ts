import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { withPrevious } from '../../reports/comparison';
import { reportDays } from '../../reports/report-range';
import { ReportRangeRequestDto } from '../../reports/report-range.request.dto';
import { GetFunnelQuery } from './get-funnel.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/funnel')
@UseGuards(AdminSessionGuard)
export class GetFunnelController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminFunnelResponse')
  get(@Query() query: ReportRangeRequestDto): Promise<AdminFunnelResponse> {
    return withPrevious(query, (range) => this.queries.execute(new GetFunnelQuery(reportDays(range))));
  }
}
