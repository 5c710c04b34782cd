import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminTrafficResponse } from '@pitchlens/contracts';
import { trafficReport } from '@pitchlens/reports';
import { ReadSource } from '../../../infrastructure/read-source';
import { reportTimeZone } from '../../reports/report-zone';
import { GetTrafficQuery } from './get-traffic.query';

@QueryHandler(GetTrafficQuery)
export class GetTrafficHandler implements IQueryHandler<GetTrafficQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  execute({ days }: GetTrafficQuery): Promise<AdminTrafficResponse> {
    return trafficReport(this.reads.pool(), days, reportTimeZone());
  }
}
