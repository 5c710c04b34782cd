import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ReportTimeZoneResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminRoute } from '../../../auth/admin-route';
import { GetReportTimeZoneQuery } from './get-report-time-zone.query';

@Controller('admin/operations/report-time-zone')
@AdminRoute()
export class GetReportTimeZoneController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Answers('ReportTimeZoneResponse')
  get(): Promise<ReportTimeZoneResponse> {
    return this.queries.execute(new GetReportTimeZoneQuery());
  }
}
