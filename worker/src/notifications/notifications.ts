import { Logger } from '@nestjs/common';
import type { WorkerConfig, RedisConnection } from '@pitchlens/config';
import { jobDefaults, QUEUES, type JobData, type JobResult } from '@pitchlens/contracts';
import { notificationSettings } from '@pitchlens/database';
import { liveTimeZone } from '@pitchlens/event-store';
import { reportConnection } from '@pitchlens/logging';
import { Queue, Worker } from 'bullmq';
import type { Pool } from 'pg';
import { ledgerOutcomes } from '../mail/ledger-outcomes';
import { mailLinks } from '../mail/mail-links';
import type { MailSender } from '../mail/mail-sender';
import { OnceOnlyMail } from '../mail/once-only-mail';
import type { Clock } from '../privacy/retention/clock';
import { NOTIFICATION_CHECKS } from './checks';
import { projectionsCaughtUp } from './projections-caught-up';

/** How often the worker looks for mails due: a period's mail goes out within this of its end. */
export const NOTIFICATION_CHECK_MS = 5 * 60_000;

/**
 * The team's own mails to ADMIN_EMAIL (digest, alerts). Every worker looks
 * every NOTIFICATION_CHECK_MS: each check that is on names the mails due, and
 * each is queued under its key as the job id, so two workers queue it once;
 * the job sends it at most once (OnceOnlyMail: `mail.sent` is asked first and
 * written after), across restarts too.
 */
export class Notifications {
  private readonly logger = new Logger('Notifications');
  private readonly queue: Queue<JobData<'mail'>>;
  private readonly worker: Worker<JobData<'mail'>, JobResult<'mail'>>;
  private readonly workerRedis: RedisConnection;
  private checking: Promise<void> = Promise.resolve();
  private readonly stopping = new AbortController();

  constructor(
    private readonly pool: Pool,
    redis: RedisConnection,
    private readonly config: WorkerConfig,
    sender: MailSender,
    private readonly clock: Clock,
  ) {
    this.queue = new Queue<JobData<'mail'>>(QUEUES.mail, { connection: redis, prefix: config.QUEUE_PREFIX, defaultJobOptions: jobDefaults.mail(config) });
    this.queue.on('error', () => undefined);
    this.workerRedis = redis.duplicate();
    const mails = new OnceOnlyMail(sender, ledgerOutcomes(pool), (job: JobData<'mail'>) => job);
    this.worker = new Worker<JobData<'mail'>, JobResult<'mail'>>(QUEUES.mail, (job) => mails.process(job), {
      connection: this.workerRedis,
      prefix: config.QUEUE_PREFIX,
      lockDuration: config.EMAIL_JOB_LOCK_MS,
      stalledInterval: config.EMAIL_JOB_LOCK_MS,
    });
    reportConnection(this.worker, this.logger, 'Redis (mail jobs)');
    this.worker.on('failed', (job, error) => this.logger.warn(`${job?.id} attempt failed: ${error.message}`));
    if (!config.ADMIN_EMAIL) this.logger.log('No ADMIN_EMAIL set: the weekly digest and the alerts are off');
  }

  /** Looks once (one look at a time per worker); a failure is logged and the next look tries again. */
  check(): Promise<void> {
    this.checking = this.checking.then(() => this.look()).catch((error: Error) => this.logger.warn(`Checking for notifications failed, trying again later: ${error.message}`));
    return this.checking;
  }

  private async look(): Promise<void> {
    const to = this.config.ADMIN_EMAIL;
    if (!to || this.stopping.signal.aborted) return;
    if (!(await projectionsCaughtUp(this.pool, this.stopping.signal))) {
      if (!this.stopping.signal.aborted) this.logger.warn('The read models are behind: the notifications due wait for the next check');
      return;
    }
    const settings = await notificationSettings(this.pool);
    const ledger = ledgerOutcomes(this.pool);
    const context = { pool: this.pool, now: this.clock.now(), timeZone: await liveTimeZone(this.pool), links: mailLinks(this.config.SITE_URL), sent: ledger.wasSent };
    for (const check of NOTIFICATION_CHECKS) {
      if (!settings[check.kind]) continue;
      for (const { key, mail } of await check.due(context)) {
        await this.queue.add(check.kind, { key, template: check.kind, to, ...mail }, { jobId: key });
      }
    }
  }

  async close(): Promise<void> {
    this.stopping.abort();
    await this.checking;
    await this.worker.close();
    await this.queue.close();
    this.workerRedis.disconnect();
  }
}
