import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminRevenueResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { DateRangeRequestDto } from '../../validation/date-range.request.dto';
import { dayRange } from '../../validation/query-params';
import { GetRevenueQuery } from './get-revenue.query';

@Controller('admin/revenue')
@UseGuards(AdminSessionGuard)
export class GetRevenueController {
  constructor(private readonly queries: QueryBus) {}

  /** `from`/`to`: inclusive UTC days of the payment; either may be left out. */
  @Get()
  get(@Query() query: DateRangeRequestDto): Promise<AdminRevenueResponse> {
    const { from, to } = dayRange(query.from, query.to);
    return this.queries.execute(new GetRevenueQuery(from, to));
  }
}
