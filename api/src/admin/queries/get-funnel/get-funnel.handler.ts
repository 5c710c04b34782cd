import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import { funnelReport } from '@pitchlens/reports';
import { ReadSource } from '../../../infrastructure/read-source';
import { reportTimeZone } from '../../reports/report-zone';
import { GetFunnelQuery } from './get-funnel.query';

@QueryHandler(GetFunnelQuery)
export class GetFunnelHandler implements IQueryHandler<GetFunnelQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  execute({ days }: GetFunnelQuery): Promise<AdminFunnelResponse> {
    return funnelReport(this.reads.pool(), days, reportTimeZone());
  }
}
