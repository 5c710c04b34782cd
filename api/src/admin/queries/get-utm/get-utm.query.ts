import { Query } from '@nestjs/cqrs';
import type { AdminUtmResponse } from '@pitchlens/contracts';
import type { InstantRange } from '../../validation/query-params';

export class GetUtmQuery extends Query<AdminUtmResponse> {
  constructor(
    readonly range: InstantRange,
    readonly from: string | null,
    readonly to: string | null,
  ) {
    super();
  }
}
