import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { connectRedis, type RedisConnection, WorkerConfig, type WorkerRole } from '@pitchlens/config';
import { jobDefaults, QUEUES, type EmailJob, type JobData, type JobResult } from '@pitchlens/contracts';
import { createPool, wantedReportTimeZone } from '@pitchlens/database';
import { AppendListener, ConsumerDaemon, EventReader, EventStore, projectorsOutOfZone, projectorStatus, staleProjectors } from '@pitchlens/event-store';
import { Queue, Worker } from 'bullmq';
import { reportConnection } from '@pitchlens/logging';
import type { Pool } from 'pg';
import { logOutcomes } from '../mail/log-outcomes';
import { mailLinks } from '../mail/mail-links';
import { MailSender } from '../mail/mail-sender';
import { openMailTransport, type MailTransport } from '../mail/mail-transport';
import { EMAILS_AT_ONCE, OnceOnlyMail } from '../mail/once-only-mail';
import { renderEmail } from '../mail/render-email';
import { WorkerMetrics } from '../monitoring/worker-metrics';
import { recordCatalogue } from '../operations/catalogue-record';
import { Notifications, NOTIFICATION_CHECK_MS } from '../notifications/notifications';
import { runReplayJob } from '../operations/replay-job';
import { privacyMails } from '../privacy/mails';
import { PrivacyJobs } from '../privacy/privacy-jobs';
import { Clock } from '../privacy/retention/clock';
import { allProjectors } from '../projections/projectors';
import { EmailReactor } from '../reactors/emails/email-reactor';
import { recordLostDeclines } from '../reactors/payments/lost-declines';
import { PaymentsReactor } from '../reactors/payments/payments-reactor';
import { createWorkerStripe } from '../reactors/payments/worker-stripe';
import { runsRole } from './worker-roles';

const LAG_WARNING_SECONDS = 60;

/**
 * Everything the worker runs, started in dependency order and stopped in
 * reverse: projectors and reactors reading the log, the email, replay and
 * privacy queues' workers, the digest and alerts, and (in development without
 * SMTP_URL) a mail catcher; each only where WORKER_ROLES asks for it.
 */
@Injectable()
export class WorkerRuntime implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly pool: Pool;
  private readonly reader: EventReader;
  private readonly store: EventStore;
  private readonly redis: RedisConnection;
  private readonly workerRedis: RedisConnection;
  private readonly operationsRedis: RedisConnection;
  private readonly queue: Queue<JobData<'emails'>>;
  private readonly listener: AppendListener;
  private daemon: ConsumerDaemon | null = null;
  private rebuilding: Promise<void> = Promise.resolve();
  private recoveringDeclines: Promise<void> = Promise.resolve();
  /** Tells the start-up look-up of lost declines to stop between batches. */
  private readonly stopping = new AbortController();
  private emailWorker: Worker<JobData<'emails'>> | null = null;
  private operationsWorker: Worker<JobData<'operations'>, JobResult<'operations'>> | null = null;
  private privacyWorker: Worker<JobData<'privacy'>> | null = null;
  private readonly privacyRedis: RedisConnection;
  private mailTransport: MailTransport | null = null;
  private notifications: Notifications | null = null;

  constructor(
    private readonly config: WorkerConfig,
    private readonly metrics: WorkerMetrics,
    private readonly clock: Clock,
  ) {
    this.pool = createPool(config.DATABASE_URL, { max: config.WORKER_DATABASE_POOL_MAX }, (error) => this.logger.warn(`Postgres connection lost: ${error.message}`));
    this.reader = new EventReader(this.pool);
    // One store per process: every append of the worker's shares its group commit.
    this.store = new EventStore(this.pool);
    // BullMQ's blocking commands must wait as long as they need.
    this.redis = connectRedis(config, { maxRetriesPerRequest: null });
    this.workerRedis = this.redis.duplicate();
    this.operationsRedis = this.redis.duplicate();
    this.privacyRedis = this.redis.duplicate();
    reportConnection(this.redis, this.logger, 'Redis');
    this.queue = new Queue<JobData<'emails'>>(QUEUES.emails, {
      connection: this.redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: jobDefaults.emails(config),
    });
    // Its connection (above) reports losing Redis; the queue would only repeat it.
    this.queue.on('error', () => undefined);
    this.listener = new AppendListener(config.DATABASE_URL, new Logger('AppendListener'));
  }

  async onApplicationBootstrap(): Promise<void> {
    const runs = (role: WorkerRole) => runsRole(this.config, role);
    if (runs('reactors') || runs('privacy')) this.mailTransport = await openMailTransport(this.config, this.logger);
    const sender = this.mailTransport && new MailSender(this.mailTransport.transport, this.config.MAIL_FROM);
    if (runs('reactors') && sender) this.startEmails(sender);
    if (runs('projections')) this.startReplays();
    if (runs('privacy') && sender) this.startPrivacy(sender);
    if (runs('reactors') && sender) {
      this.notifications = new Notifications(this.pool, this.redis, this.config, sender, this.clock);
      void this.notifications.check();
    }

    const payments = runs('reactors') ? new PaymentsReactor(createWorkerStripe(this.config), this.store) : null;
    const consumers = [...(runs('projections') ? allProjectors() : []), ...(payments ? [new EmailReactor(this.queue, this.config.OPS_EMAIL), payments] : [])];
    if (consumers.length > 0) {
      this.daemon = new ConsumerDaemon(this.pool, this.reader, consumers, {
        batchSize: this.config.PROJECTION_BATCH_SIZE,
        pollIntervalMs: this.config.POLL_INTERVAL_MS,
        spacingMs: this.config.PROJECTION_SPACING_MS,
        onBatch: this.metrics.batchApplied,
        onOwnership: this.metrics.consumerHeld,
      }, new Logger('Consumers'));
      this.listener.onAppend((types) => this.daemon?.nudge(types));
      await this.listener.start();
    }
    await this.recordPrices();
    await this.daemon?.start();
    if (runs('projections')) this.rebuilding = this.rebuildStaleProjectors();
    if (payments) this.recoveringDeclines = this.recoverLostDeclines(payments);
    this.logger.log(`Worker started (${this.config.WORKER_ROLES.join(', ')})`);
  }

  private startEmails(sender: MailSender): void {
    const links = mailLinks(this.config.SITE_URL);
    const eventMails = new OnceOnlyMail(sender, logOutcomes(this.pool, this.store), (email: EmailJob) => ({ to: email.to, ...renderEmail(email, links) }));
    this.emailWorker = new Worker<JobData<'emails'>>(QUEUES.emails, (job) => eventMails.process(job), {
      connection: this.workerRedis,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: EMAILS_AT_ONCE,
      lockDuration: this.config.EMAIL_JOB_LOCK_MS,
      stalledInterval: this.config.EMAIL_JOB_LOCK_MS,
    });
    this.emailWorker.on('failed', (job, error) => this.logger.warn(`email ${job?.id} attempt failed: ${error.message}`));
    reportConnection(this.emailWorker, this.logger, 'Redis (email jobs)');
    this.metrics.watchEmails(this.emailWorker);
  }

  /** Operators' replays, one at a time; runReplayJob also locks across workers. */
  private startReplays(): void {
    this.operationsWorker = new Worker<JobData<'operations'>, JobResult<'operations'>>(
      QUEUES.operations,
      (job) => runReplayJob(this.pool, this.reader, job.data, {
          batchSize: this.config.PROJECTION_BATCH_SIZE,
          defaultTimeZone: this.config.REPORT_TIMEZONE,
          reason: 'replay',
          report: (p) => job.updateProgress({ ...p }),
          store: this.store,
        }),
      { connection: this.operationsRedis, prefix: this.config.QUEUE_PREFIX, concurrency: 1 },
    );
    this.operationsWorker.on('failed', (job, error) => this.logger.error(`replay ${job?.id} failed: ${error.message}`));
    reportConnection(this.operationsWorker, this.logger, 'Redis (operations jobs)');
  }

  /** Privacy requests, one at a time: an erasure rebuilds every read model. */
  private startPrivacy(sender: MailSender): void {
    const privacy = new PrivacyJobs(
      { pool: this.pool, store: this.store, redis: this.redis, queuePrefix: this.config.QUEUE_PREFIX },
      sender,
      privacyMails(this.config.SITE_URL),
    );
    this.privacyWorker = new Worker<JobData<'privacy'>>(QUEUES.privacy, (job) => privacy.process(job), {
      connection: this.privacyRedis,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: 1,
    });
    reportConnection(this.privacyWorker, this.logger, 'Redis (privacy jobs)');
  }

  /** The prices this code charges, in the log when they changed (the dashboard annotates the change). */
  private async recordPrices(): Promise<void> {
    try {
      if (await recordCatalogue(this.store, this.reader)) this.logger.log('Recorded the catalogue\'s prices: they differ from the last the log holds');
    } catch (error) {
      this.logger.error(`Recording the catalogue's prices failed (tried again at the next start): ${(error as Error).message}`);
    }
  }

  /**
   * Declines an older payments reactor failed to record (recordLostDeclines)
   * are recorded from Stripe's events at start, beside the live consumers.
   */
  private async recoverLostDeclines(payments: PaymentsReactor): Promise<void> {
    try {
      const found = await recordLostDeclines(this.pool, payments, Math.floor(Date.now() / 1000), this.stopping.signal);
      if (found) this.logger.log(`payments: ${found} declined attempts missing from the log were looked up at Stripe`);
    } catch (error) {
      this.logger.error(`Looking up declines missing from the log failed (tried again at the next start): ${(error as Error).message}`);
    }
  }

  /**
   * Tables an older version of a projector built keep that version's numbers
   * until rebuilt, and tables that count days in another zone than the
   * report time zone (REPORT_TIMEZONE changed, or an admin's choice not yet
   * built): they are replayed (beside the live projectors, which keep
   * serving) as soon as the worker starts, their progress recorded for
   * Operations as an operator's replay's is. The replay lock lets one worker
   * do it; another finds them current by the time it holds the lock.
   */
  private async rebuildStaleProjectors(): Promise<void> {
    try {
      const timeZone = await wantedReportTimeZone(this.pool, this.config.REPORT_TIMEZONE);
      const stale = await staleProjectors(this.pool, allProjectors());
      const outOfZone = await projectorsOutOfZone(this.pool, allProjectors(), timeZone);
      if (stale.length === 0 && outOfZone.length === 0) return;
      for (const projector of stale) this.logger.log(`${projector.name}: its tables follow older rules; rebuilding them from the log`);
      if (outOfZone.length > 0) this.logger.log(`Report days follow ${timeZone}; rebuilding every projector's tables in it`);
      const result = await runReplayJob(this.pool, this.reader, { projector: 'all' }, {
        batchSize: this.config.PROJECTION_BATCH_SIZE,
        defaultTimeZone: this.config.REPORT_TIMEZONE,
        reason: 'version',
        report: async () => undefined,
        store: this.store,
      });
      for (const done of result.projectors) this.logger.log(`${done.name}: rebuilt from ${done.applied} events in ${done.seconds.toFixed(1)} s`);
    } catch (error) {
      this.logger.error(`Rebuilding projectors failed (run npm run projections -- replay): ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.rebuilding;
    await this.recoveringDeclines;
    await this.emailWorker?.close();
    await this.operationsWorker?.close();
    await this.privacyWorker?.close();
    await this.notifications?.close();
    await this.daemon?.stop();
    await this.listener.stop();
    await this.queue.close();
    await this.mailTransport?.close();
    this.workerRedis.disconnect();
    this.operationsRedis.disconnect();
    this.privacyRedis.disconnect();
    this.redis.disconnect();
    await this.pool.end();
  }

  /** The weekly digest and the alerts: which are due (each is sent once, whichever worker looks). */
  @Interval(NOTIFICATION_CHECK_MS)
  async checkNotifications(): Promise<void> {
    await this.notifications?.check();
  }

  /** Warns in the log when a projector falls behind (its status is also in `npm run projections -- status`). */
  @Interval(60_000)
  async reportLag(): Promise<void> {
    if (!runsRole(this.config, 'projections')) return;
    for (const projector of allProjectors()) {
      const status = await projectorStatus(this.pool, projector).catch(() => null);
      if (status && status.secondsBehind > LAG_WARNING_SECONDS) {
        this.logger.warn(`${status.name} is ${Math.round(status.secondsBehind)} s (${status.eventsBehind} events) behind`);
      }
    }
  }
}
