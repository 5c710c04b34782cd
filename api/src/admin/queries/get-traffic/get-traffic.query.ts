import { Query } from '@nestjs/cqrs';
import type { AdminTrafficResponse } from '@pitchlens/contracts';
import type { ClosedDayRange } from '@pitchlens/reports';

export class GetTrafficQuery extends Query<AdminTrafficResponse> {
  constructor(readonly days: ClosedDayRange) {
    super();
  }
}
