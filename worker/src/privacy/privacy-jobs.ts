import { Logger } from '@nestjs/common';
import type { JobData, PersonExport, PrivacyRequestKind } from '@pitchlens/contracts';
import { exportPerson } from '@pitchlens/event-store';
import type { Job } from 'bullmq';
import type { MailSender, OutgoingMail } from '../mail/mail-sender';
import { erasePerson, type ErasureDeps } from './erase-person';
import { erasureRecords } from './erasure-records';

type PrivacyMail = Omit<OutgoingMail, 'to'>;

/** The messages a privacy request sends, each to the address the request named (and only there). */
export interface PrivacyMails {
  confirmation(request: PrivacyRequestKind, link: string): PrivacyMail;
  export(data: PersonExport): PrivacyMail;
  erased(): PrivacyMail;
}

/**
 * Runs the privacy queue's jobs. None is logged or kept with its address: the
 * queue removes a job once run, and an erasure's outcome is recorded in
 * privacy.erasures under its id. An erasure that already completed (its
 * mail failed) is not run again; only its mail is retried. Its mails are sent
 * unkeyed and unrecorded: an outcome would keep the address they went to.
 */
export class PrivacyJobs {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly deps: ErasureDeps,
    private readonly sender: MailSender,
    private readonly mails: PrivacyMails,
  ) {}

  async process(job: Job<JobData<'privacy'>>): Promise<void> {
    const data = job.data;
    switch (data.kind) {
      case 'confirm-request':
        await this.send(data.email, this.mails.confirmation(data.request, data.link));
        this.logger.log(`${data.request} request: confirmation link sent (job ${job.id})`);
        return;
      case 'export': {
        const exported = await exportPerson(this.deps.pool, { email: data.email, sessionIds: [] }, new Date());
        await this.send(data.email, this.mails.export(exported));
        this.logger.log(`export of ${exported.events.length} events sent (job ${job.id})`);
        return;
      }
      case 'erase':
        if (!(await erasureRecords.isCompleted(this.deps.pool, data.erasureId))) await this.erase(job, data.erasureId, data.email);
        if (data.notify) await this.send(data.email, this.mails.erased());
        return;
    }
  }

  private async erase(job: Job, erasureId: string, email: string): Promise<void> {
    try {
      const result = await erasePerson(this.deps, erasureId, email);
      await erasureRecords.completed(this.deps.pool, erasureId, result);
      this.logger.log(`erasure ${erasureId} completed: ${result.events} events, ${result.jobs} jobs, ${result.redisEntries} queue entries`);
    } catch (error) {
      const reason = (error as Error).message;
      this.logger.error(`erasure ${erasureId} attempt ${job.attemptsMade + 1} failed: ${reason}`);
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await erasureRecords.failed(this.deps.pool, erasureId, reason);
      throw error;
    }
  }

  private async send(to: string, message: PrivacyMail): Promise<void> {
    await this.sender.deliver({ ...message, to });
  }
}
