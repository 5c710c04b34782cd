import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminTrafficResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { DateRangeRequestDto } from '../../validation/date-range.request.dto';
import { dayRange, invalid } from '../../validation/query-params';
import { GetTrafficQuery } from './get-traffic.query';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

@Controller('admin/traffic')
@UseGuards(AdminSessionGuard)
export class GetTrafficController {
  constructor(private readonly queries: QueryBus) {}

  /** `from`/`to`: inclusive UTC days, by default the last 30 days up to today; at most 366 days. */
  @Get()
  get(@Query() query: DateRangeRequestDto): Promise<AdminTrafficResponse> {
    const range = dayRange(query.from, query.to);
    const to = range.to ?? new Date().toISOString().slice(0, 10);
    const from = range.from ?? new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    if (from > to) throw invalid('from', 'must not be after to');
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_DAYS) throw invalid('from', `must be at most ${MAX_DAYS} days before to`);
    return this.queries.execute(new GetTrafficQuery(from, to));
  }
}
