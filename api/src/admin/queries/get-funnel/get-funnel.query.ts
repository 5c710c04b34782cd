import { Query } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import type { DayRange } from '../../reports/report-range';

export class GetFunnelQuery extends Query<AdminFunnelResponse> {
  constructor(readonly days: DayRange) {
    super();
  }
}
