import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import { funnelReport } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { GetFunnelQuery } from './get-funnel.query';

@QueryHandler(GetFunnelQuery)
export class GetFunnelHandler implements IQueryHandler<GetFunnelQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ days }: GetFunnelQuery): Promise<AdminFunnelResponse> {
    return funnelReport(this.pool, days, reportTimeZone());
  }
}
