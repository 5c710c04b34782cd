import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiConfig, FAIL_FAST_QUEUE, type RedisConnection } from '@pitchlens/config';
import { jobDefaults, QUEUES, REPLAY_JOB, type JobData, type JobResult } from '@pitchlens/contracts';
import { Queue } from 'bullmq';
import { v4 as uuidv4 } from 'uuid';
import { REDIS } from '../../common/di-tokens';

/** Every replay shares one deduplication id: BullMQ keeps it until the job completes or fails. */
const REPLAY_DEDUPLICATION_ID = 'replay';

/**
 * The worker's queues, as the operations view sees them (under the worker's
 * QUEUE_PREFIX). They share the API's Redis connection, whose commands fail
 * fast: an operator's call while Redis is away is answered 503, not held
 * open. (Only BullMQ's blocking workers need commands that retry forever.)
 */
@Injectable()
export class OperationsQueues implements OnApplicationShutdown {
  readonly replays: Queue<JobData<'operations'>, JobResult<'operations'>>;
  /** Read and retried here, never added to: the worker's email reactor adds its jobs. */
  readonly emails: Queue<JobData<'emails'>>;

  constructor(config: ApiConfig, @Inject(REDIS) redis: RedisConnection) {
    this.replays = new Queue<JobData<'operations'>, JobResult<'operations'>>(QUEUES.operations, {
      connection: redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: jobDefaults.operations(),
      ...FAIL_FAST_QUEUE,
    });
    this.emails = new Queue<JobData<'emails'>>(QUEUES.emails, { connection: redis, prefix: config.QUEUE_PREFIX, ...FAIL_FAST_QUEUE });
    // The shared connection reports losing Redis; the queues would only repeat it.
    for (const queue of [this.replays, this.emails]) queue.on('error', () => undefined);
  }

  /**
   * Queues a replay unless one is waiting or running: every replay shares one
   * deduplication id, so "is one queued already?" and the add are a single
   * step in Redis. Answers the job that will run, and whether it is ours.
   */
  async addReplay(projector: JobData<'operations'>['projector']): Promise<{ jobId: string; added: boolean }> {
    const jobId = uuidv4();
    const job = await this.replays.add(REPLAY_JOB, { projector }, { jobId, deduplication: { id: REPLAY_DEDUPLICATION_ID } });
    return { jobId: job.id ?? jobId, added: job.id === jobId };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.replays.close(), this.emails.close()]);
  }
}
