import { Query } from '@nestjs/cqrs';
import type { AdminRevenueResponse } from '@pitchlens/contracts';

/** Inclusive UTC days; null leaves that side open. */
export class GetRevenueQuery extends Query<AdminRevenueResponse> {
  constructor(
    readonly from: string | null,
    readonly to: string | null,
  ) {
    super();
  }
}
