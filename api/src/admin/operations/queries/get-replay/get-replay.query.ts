import { Query } from '@nestjs/cqrs';
import type { ReplayJobStatusResponse } from '@pitchlens/contracts';

export class GetReplayQuery extends Query<ReplayJobStatusResponse> {
  constructor(readonly jobId: string) {
    super();
  }
}
