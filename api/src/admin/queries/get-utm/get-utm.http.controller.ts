import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminUtmResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { DateRangeRequestDto } from '../../validation/date-range.request.dto';
import { instantRange } from '../../validation/query-params';
import { GetUtmQuery } from './get-utm.query';

@Controller('admin/utm')
@UseGuards(AdminSessionGuard)
export class GetUtmController {
  constructor(private readonly queries: QueryBus) {}

  /** `from`/`to` bound the contacts' createdAt, inclusive, as for /api/contacts. */
  @Get()
  get(@Query() query: DateRangeRequestDto): Promise<AdminUtmResponse> {
    return this.queries.execute(new GetUtmQuery(instantRange(query.from, query.to), query.from ?? null, query.to ?? null));
  }
}
