import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReplayQueuedResponse } from '@pitchlens/contracts';
import { ApiError } from '../../../../common/http/api-error';
import { OperationsQueues } from '../../operations-queues';
import { QueueReplayCommand } from './queue-replay.command';

/** Queues a replay for the worker; 409 while another is waiting or running. */
@CommandHandler(QueueReplayCommand)
export class QueueReplayHandler implements ICommandHandler<QueueReplayCommand> {
  constructor(private readonly queues: OperationsQueues) {}

  async execute({ projector }: QueueReplayCommand): Promise<ReplayQueuedResponse> {
    const { jobId, added } = await this.queues.addReplay(projector);
    if (!added) throw new ApiError(HttpStatus.CONFLICT, `A replay is already queued or running (job ${jobId})`);
    return { jobId };
  }
}
