import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminRevenueResponse } from '@pitchlens/contracts';
import { revenueReport } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { GetRevenueQuery } from './get-revenue.query';

@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ days, touch, dimension, asOf }: GetRevenueQuery): Promise<AdminRevenueResponse> {
    return revenueReport(this.pool, days, reportTimeZone(), { touch, dimension, asOf });
  }
}
