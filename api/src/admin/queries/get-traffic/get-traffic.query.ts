import { Query } from '@nestjs/cqrs';
import type { AdminTrafficResponse } from '@pitchlens/contracts';
import type { ClosedDayRange } from '../../reports/report-range';

export class GetTrafficQuery extends Query<AdminTrafficResponse> {
  constructor(readonly days: ClosedDayRange) {
    super();
  }
}
