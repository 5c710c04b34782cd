import { Query } from '@nestjs/cqrs';
import type { AdminUtmResponse } from '@pitchlens/contracts';
import type { InstantRange } from '@pitchlens/reports';

export class GetUtmQuery extends Query<AdminUtmResponse> {
  constructor(
    readonly range: InstantRange,
    readonly from: string | null,
    readonly to: string | null,
  ) {
    super();
  }
}
