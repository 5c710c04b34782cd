import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiConfig, FAIL_FAST_QUEUE, type RedisConnection } from '@pitchlens/config';
import { jobDefaults, QUEUES, type JobData } from '@pitchlens/contracts';
import { Queue } from 'bullmq';
import { REDIS } from '../common/di-tokens';

/**
 * The worker's privacy queue, on the API's fail-fast Redis connection: a
 * request while Redis is away is answered 503, never held open.
 */
@Injectable()
export class PrivacyQueue implements OnApplicationShutdown {
  readonly queue: Queue<JobData<'privacy'>>;

  constructor(config: ApiConfig, @Inject(REDIS) redis: RedisConnection) {
    this.queue = new Queue<JobData<'privacy'>>(QUEUES.privacy, {
      connection: redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: jobDefaults.privacy(),
      ...FAIL_FAST_QUEUE,
    });
    // The shared connection reports losing Redis; the queue would only repeat it.
    this.queue.on('error', () => undefined);
  }

  async add(data: JobData<'privacy'>, jobId?: string): Promise<void> {
    await this.queue.add(data.kind, data, jobId ? { jobId } : {});
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
