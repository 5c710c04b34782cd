import { Query } from '@nestjs/cqrs';
import type { AdminRevenueResponse, RevenueDimension, RevenueTouch } from '@pitchlens/contracts';
import type { DayRange } from '@pitchlens/reports';

export class GetRevenueQuery extends Query<AdminRevenueResponse> {
  constructor(
    readonly days: DayRange,
    readonly touch: RevenueTouch = 'first',
    readonly dimension: RevenueDimension = 'source',
    readonly asOf: Date = new Date(),
  ) {
    super();
  }
}
