import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminUtmResponse } from '@pitchlens/contracts';
import { utmReport } from '@pitchlens/reports';
import { ReadSource } from '../../../infrastructure/read-source';
import { reportTimeZone } from '../../reports/report-zone';
import { GetUtmQuery } from './get-utm.query';

@QueryHandler(GetUtmQuery)
export class GetUtmHandler implements IQueryHandler<GetUtmQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  execute({ range, from, to }: GetUtmQuery): Promise<AdminUtmResponse> {
    return utmReport(this.reads.pool(), range, { from, to }, reportTimeZone());
  }
}
