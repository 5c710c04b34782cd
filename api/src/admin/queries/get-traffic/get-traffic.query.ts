import { Query } from '@nestjs/cqrs';
import type { AdminTrafficResponse } from '@pitchlens/contracts';

/** Inclusive UTC days. */
export class GetTrafficQuery extends Query<AdminTrafficResponse> {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
