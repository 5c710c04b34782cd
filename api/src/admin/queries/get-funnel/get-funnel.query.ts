import { Query } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';

/** Inclusive UTC days; null leaves that side open. */
export class GetFunnelQuery extends Query<AdminFunnelResponse> {
  constructor(
    readonly from: string | null,
    readonly to: string | null,
  ) {
    super();
  }
}
