import { Command } from '@nestjs/cqrs';
import type { ReplayJobData, ReplayQueuedResponse } from '@pitchlens/contracts';

export class QueueReplayCommand extends Command<ReplayQueuedResponse> {
  constructor(readonly projector: ReplayJobData['projector']) {
    super();
  }
}
