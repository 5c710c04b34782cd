import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminSummaryResponse } from '@pitchlens/contracts';
import { summaryReport } from '@pitchlens/reports';
import { ReadSource } from '../../../infrastructure/read-source';
import { reportTimeZone } from '../../reports/report-zone';
import { GetSummaryQuery } from './get-summary.query';

@QueryHandler(GetSummaryQuery)
export class GetSummaryHandler implements IQueryHandler<GetSummaryQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  execute({ now }: GetSummaryQuery): Promise<AdminSummaryResponse> {
    return summaryReport(this.reads.pool(), now, reportTimeZone());
  }
}
