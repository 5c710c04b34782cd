import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { EMAIL_QUEUE, OPERATIONS_QUEUE, type ReplayJobData, type ReplayJobResult } from '@pitchlens/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** The worker's queues, as the operations view sees them (under the worker's QUEUE_PREFIX). */
@Injectable()
export class OperationsQueues implements OnApplicationShutdown {
  readonly replays: Queue<ReplayJobData, ReplayJobResult>;
  readonly emails: Queue;
  private readonly redis: Redis;

  constructor(config: ApiConfig) {
    // A connection of its own: BullMQ wants commands that never give up retrying.
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    this.replays = new Queue<ReplayJobData, ReplayJobResult>(OPERATIONS_QUEUE, {
      connection: this.redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    });
    this.emails = new Queue(EMAIL_QUEUE, { connection: this.redis, prefix: config.QUEUE_PREFIX });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.replays.close();
    await this.emails.close();
    this.redis.disconnect();
  }
}
