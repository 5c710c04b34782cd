import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminRevenueResponse } from '@pitchlens/contracts';
import { revenueReport } from '@pitchlens/reports';
import { ReadSource } from '../../../infrastructure/read-source';
import { MoneyStore } from '../../reports/money/money-store';
import { reportTimeZone } from '../../reports/report-zone';
import { GetRevenueQuery } from './get-revenue.query';

@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(
    @Inject(ReadSource) private readonly reads: ReadSource,
    @Inject(MoneyStore) private readonly money: MoneyStore,
  ) {}

  execute({ days, touch, dimension, asOf }: GetRevenueQuery): Promise<AdminRevenueResponse> {
    return revenueReport(this.reads.pool(), days, reportTimeZone(), { touch, dimension, asOf, figures: (range, by, field) => this.money.figures(range, by, field) });
  }
}
