import { Query } from '@nestjs/cqrs';
import type { AdminRevenueResponse } from '@pitchlens/contracts';
import type { DayRange } from '../../reports/report-range';

export class GetRevenueQuery extends Query<AdminRevenueResponse> {
  constructor(readonly days: DayRange) {
    super();
  }
}
