import { Query } from '@nestjs/cqrs';
import type { AdminSummaryResponse } from '@pitchlens/contracts';

export class GetSummaryQuery extends Query<AdminSummaryResponse> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
