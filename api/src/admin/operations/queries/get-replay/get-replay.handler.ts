import { HttpStatus } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReplayJobProgress, ReplayJobState, ReplayJobStatusResponse } from '@pitchlens/contracts';
import { ApiError } from '../../../../common/http/api-error';
import { OperationsQueues } from '../../operations-queues';
import { GetReplayQuery } from './get-replay.query';

const STATES: ReplayJobState[] = ['waiting', 'active', 'completed', 'failed', 'delayed'];

/** A replay job's state and the progress the worker last reported; 404 once BullMQ has forgotten it. */
@QueryHandler(GetReplayQuery)
export class GetReplayHandler implements IQueryHandler<GetReplayQuery> {
  constructor(private readonly queues: OperationsQueues) {}

  async execute({ jobId }: GetReplayQuery): Promise<ReplayJobStatusResponse> {
    // The state first: a job read as finished then has its result; read the other way round, a
    // job finishing in between showed 'completed' without one.
    const state = await this.queues.replays.getJobState(jobId);
    const job = await this.queues.replays.getJob(jobId);
    if (!job?.id) throw new ApiError(HttpStatus.NOT_FOUND, `No replay job ${jobId}`);
    const progress = typeof job.progress === 'object' ? (job.progress as unknown as ReplayJobProgress) : null;
    return {
      jobId: job.id,
      projector: job.data.projector,
      state: (STATES as string[]).includes(state) ? (state as ReplayJobState) : state === 'prioritized' ? 'waiting' : 'unknown',
      progress,
      result: job.returnvalue ?? null,
      failedReason: job.failedReason ?? null,
    };
  }
}
