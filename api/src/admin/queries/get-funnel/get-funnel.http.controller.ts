import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { reportDays, reportInstants } from '../../reports/report-range';
import { conversionParams } from './conversion-params';
import { FunnelRequestDto } from './funnel.request.dto';
import { GetFunnelQuery } from './get-funnel.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/funnel')
@UseGuards(AdminSessionGuard)
export class GetFunnelController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminFunnelResponse')
  get(@Query() query: FunnelRequestDto): Promise<AdminFunnelResponse> {
    return this.queries.execute(new GetFunnelQuery(reportDays(query), reportInstants(query), conversionParams(query)));
  }
}
