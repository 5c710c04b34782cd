import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminTrafficResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { withPrevious } from '../../reports/comparison';
import { everyDay } from '../../reports/report-range';
import { ReportRangeRequestDto } from '../../reports/report-range.request.dto';
import { GetTrafficQuery } from './get-traffic.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/traffic')
@AdminRoute()
@ReadsReplica('recent')
export class GetTrafficController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminTrafficResponse')
  get(@Query() query: ReportRangeRequestDto): Promise<AdminTrafficResponse> {
    // Traffic always lists days (30 up to today by default): those days are what compares.
    return withPrevious({ ...everyDay(query), compare: query.compare }, (range) => this.queries.execute(new GetTrafficQuery(everyDay(range))));
  }
}
