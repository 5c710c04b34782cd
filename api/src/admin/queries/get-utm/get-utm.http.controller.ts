import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminUtmResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { withPrevious } from '../../reports/comparison';
import { reportInstants } from '../../reports/report-range';
import { ReportRangeRequestDto } from '../../reports/report-range.request.dto';
import { GetUtmQuery } from './get-utm.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/utm')
@AdminRoute()
@ReadsReplica('recent')
export class GetUtmController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminUtmResponse')
  get(@Query() query: ReportRangeRequestDto): Promise<AdminUtmResponse> {
    return withPrevious(query, (range) => this.queries.execute(new GetUtmQuery(reportInstants(range), range.from ?? null, range.to ?? null)));
  }
}
