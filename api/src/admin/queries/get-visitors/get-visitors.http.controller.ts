import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { LIVE_WINDOW_MS, VISITORS_MAX_RANGE_MS, type AdminVisitorsResponse } from '@pitchlens/contracts';
import { Answers } from '../../../docs/answers';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { invalid } from '../../validation/query-params';
import { GetVisitorsQuery } from './get-visitors.query';
import { LiveVisitorsRequestDto, VisitorsRequestDto } from './visitors.request.dto';

@Controller('admin/visitors')
@AdminRoute()
@ReadsReplica('recent')
export class GetVisitorsController {
  constructor(private readonly queries: QueryBus) {}

  /** Visitors over [from, to]; 400 naming `to` when it is before `from`, `from` when it is more than an hour before `to`. */
  @Get()
  @Answers('AdminVisitorsResponse')
  range(@Query() query: VisitorsRequestDto): Promise<AdminVisitorsResponse> {
    const [from, to] = [new Date(query.from), new Date(query.to)];
    if (to < from) throw invalid('to', 'must not be before from');
    if (to.getTime() - from.getTime() > VISITORS_MAX_RANGE_MS) throw invalid('from', 'must be at most an hour before to');
    return this.queries.execute(new GetVisitorsQuery(from, to));
  }

  /** "Now": the visitors of the 5 minutes up to `at` (default now), exactly what the range above answers for them. */
  @Get('now')
  @Answers('AdminVisitorsResponse')
  now(@Query() query: LiveVisitorsRequestDto): Promise<AdminVisitorsResponse> {
    const to = query.at ? new Date(query.at) : new Date();
    return this.queries.execute(new GetVisitorsQuery(new Date(to.getTime() - LIVE_WINDOW_MS), to));
  }
}
