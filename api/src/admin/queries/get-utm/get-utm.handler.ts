import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminUtmResponse } from '@pitchlens/contracts';
import { utmReport } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { GetUtmQuery } from './get-utm.query';

@QueryHandler(GetUtmQuery)
export class GetUtmHandler implements IQueryHandler<GetUtmQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ range, from, to }: GetUtmQuery): Promise<AdminUtmResponse> {
    return utmReport(this.pool, range, { from, to }, reportTimeZone());
  }
}
