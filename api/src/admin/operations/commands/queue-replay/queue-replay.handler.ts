import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REPLAY_JOB, type ReplayQueuedResponse } from '@pitchlens/contracts';
import { v4 as uuidv4 } from 'uuid';
import { ApiError } from '../../../../common/http/api-error';
import { OperationsQueues } from '../../operations-queues';
import { QueueReplayCommand } from './queue-replay.command';

/** Every replay shares one deduplication id: BullMQ keeps it until the job completes or fails. */
const REPLAY_DEDUPLICATION_ID = 'replay';

/** Queues a replay for the worker; 409 while another is waiting or running. */
@CommandHandler(QueueReplayCommand)
export class QueueReplayHandler implements ICommandHandler<QueueReplayCommand> {
  constructor(private readonly queues: OperationsQueues) {}

  async execute({ projector }: QueueReplayCommand): Promise<ReplayQueuedResponse> {
    const jobId = uuidv4();
    // Deduplication makes "is one queued already?" and the add a single step in Redis:
    // while a replay is pending BullMQ answers with that job instead of adding ours.
    const job = await this.queues.replays.add(REPLAY_JOB, { projector }, { jobId, deduplication: { id: REPLAY_DEDUPLICATION_ID } });
    if (job.id !== jobId) throw new ApiError(HttpStatus.CONFLICT, `A replay is already queued or running (job ${job.id})`);
    return { jobId };
  }
}
