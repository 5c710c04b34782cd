import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminTrafficResponse } from '@pitchlens/contracts';
import { trafficReport } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { GetTrafficQuery } from './get-traffic.query';

@QueryHandler(GetTrafficQuery)
export class GetTrafficHandler implements IQueryHandler<GetTrafficQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ days }: GetTrafficQuery): Promise<AdminTrafficResponse> {
    return trafficReport(this.pool, days, reportTimeZone());
  }
}
