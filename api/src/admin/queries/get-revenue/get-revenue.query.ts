import { Query } from '@nestjs/cqrs';
import type { AdminRevenueResponse, RevenueDimension, RevenueTouch } from '@pitchlens/contracts';
import type { DayRange, InstantRange } from '../../reports/report-range';

export class GetRevenueQuery extends Query<AdminRevenueResponse> {
  constructor(
    readonly days: DayRange,
    /** The same days as instants: who entered (was first seen) in them, for the conversion rate. */
    readonly instants: InstantRange,
    readonly touch: RevenueTouch = 'first',
    readonly dimension: RevenueDimension = 'source',
    readonly asOf: Date = new Date(),
  ) {
    super();
  }
}
