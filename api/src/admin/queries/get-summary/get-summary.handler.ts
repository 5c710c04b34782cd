import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminSummaryResponse } from '@pitchlens/contracts';
import { summaryReport } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { GetSummaryQuery } from './get-summary.query';

@QueryHandler(GetSummaryQuery)
export class GetSummaryHandler implements IQueryHandler<GetSummaryQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ now }: GetSummaryQuery): Promise<AdminSummaryResponse> {
    return summaryReport(this.pool, now, reportTimeZone());
  }
}
