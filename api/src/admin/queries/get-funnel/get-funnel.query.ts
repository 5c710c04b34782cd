import { Query } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import type { DayRange } from '@pitchlens/reports';

export class GetFunnelQuery extends Query<AdminFunnelResponse> {
  constructor(readonly days: DayRange) {
    super();
  }
}
