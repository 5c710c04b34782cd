import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { EMAIL_QUEUE, OPERATIONS_QUEUE, type ReplayJobData, type ReplayJobResult } from '@pitchlens/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infrastructure/tokens';

/**
 * The worker's queues, as the operations view sees them (under the worker's
 * QUEUE_PREFIX). They share the API's Redis connection, whose commands fail
 * fast: an operator's call while Redis is away is answered 503, not held
 * open. (Only BullMQ's blocking workers need commands that retry forever.)
 */
@Injectable()
export class OperationsQueues implements OnApplicationShutdown {
  readonly replays: Queue<ReplayJobData, ReplayJobResult>;
  readonly emails: Queue;

  constructor(config: ApiConfig, @Inject(REDIS) redis: Redis) {
    this.replays = new Queue<ReplayJobData, ReplayJobResult>(OPERATIONS_QUEUE, {
      connection: redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    });
    this.emails = new Queue(EMAIL_QUEUE, { connection: redis, prefix: config.QUEUE_PREFIX });
    // The shared connection reports losing Redis; the queues would only repeat it.
    for (const queue of [this.replays, this.emails]) queue.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.replays.close();
    await this.emails.close();
  }
}
