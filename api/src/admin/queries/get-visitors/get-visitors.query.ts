import { Query } from '@nestjs/cqrs';
import type { AdminVisitorsResponse } from '@pitchlens/contracts';

/** Visitors whose page views' event times lie in [from, to], both included. */
export class GetVisitorsQuery extends Query<AdminVisitorsResponse> {
  constructor(
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
