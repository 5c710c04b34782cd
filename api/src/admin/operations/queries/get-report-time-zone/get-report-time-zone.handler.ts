import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiConfig } from '@pitchlens/config';
import type { ReportTimeZoneResponse } from '@pitchlens/contracts';
import { wantedReportTimeZone } from '@pitchlens/database';
import { liveTimeZone } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../common/di-tokens';
import { GetReportTimeZoneQuery } from './get-report-time-zone.query';

/** The zone reports are wanted in and the one the live read models are built in; they differ while a rebuild is due. */
@QueryHandler(GetReportTimeZoneQuery)
export class GetReportTimeZoneHandler implements IQueryHandler<GetReportTimeZoneQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly config: ApiConfig,
  ) {}

  async execute(): Promise<ReportTimeZoneResponse> {
    const [timeZone, live] = await Promise.all([wantedReportTimeZone(this.pool, this.config.REPORT_TIMEZONE), liveTimeZone(this.pool)]);
    return { timeZone, liveTimeZone: live, rebuildJobId: null };
  }
}
