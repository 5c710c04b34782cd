import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { DateRangeRequestDto } from '../../validation/date-range.request.dto';
import { dayRange } from '../../validation/query-params';
import { GetFunnelQuery } from './get-funnel.query';

@Controller('admin/funnel')
@UseGuards(AdminSessionGuard)
export class GetFunnelController {
  constructor(private readonly queries: QueryBus) {}

  /** `from`/`to`: inclusive UTC days; either may be left out. */
  @Get()
  get(@Query() query: DateRangeRequestDto): Promise<AdminFunnelResponse> {
    const { from, to } = dayRange(query.from, query.to);
    return this.queries.execute(new GetFunnelQuery(from, to));
  }
}
