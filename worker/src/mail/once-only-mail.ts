import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { KeyedMail, MailOutcomes } from './mail-outcomes';
import type { MailSender, OutgoingMail } from './mail-sender';

type SendingJob<M> = Job<M & { sentMessageId?: string }>;

/**
 * How many email jobs a worker sends at once. A worker that dies can leave
 * each of them between the send and its note, so up to this many go again
 * (under the same Message-ID) per worker lost.
 */
export const EMAILS_AT_ONCE = 5;

/**
 * Sends one queued keyed mail at most once. Its outcome is asked first: if
 * it was sent, the job is a repeat and nothing goes out. After a send the
 * job notes it (in Redis) before the outcome is written, so a retry caused by
 * a failed write records the send instead of sending again. Only a crash
 * between the send and that note can send twice.
 */
export class OnceOnlyMail<M extends KeyedMail> {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly sender: MailSender,
    private readonly outcomes: MailOutcomes<M>,
    private readonly render: (mail: M) => OutgoingMail,
  ) {}

  async process(job: SendingJob<M>): Promise<'sent' | 'already sent'> {
    const mail: M = job.data;
    if (await this.outcomes.wasSent(mail.key)) return 'already sent';
    let messageId = job.data.sentMessageId;
    if (!messageId) {
      try {
        messageId = await this.sender.deliver(this.render(mail), mail.key);
      } catch (error) {
        const attempts = job.attemptsMade + 1;
        if (attempts >= (job.opts.attempts ?? 1)) await this.recordFailure(mail, error, attempts);
        throw error;
      }
      await job.updateData({ ...job.data, sentMessageId: messageId });
    }
    await this.outcomes.sent(mail, messageId);
    // The key, never the address: logs outlive an erasure.
    this.logger.log(`${mail.template} sent (${mail.key})`);
    return 'sent';
  }

  private async recordFailure(mail: M, error: unknown, attempts: number): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`${mail.template} (${mail.key}) failed after ${attempts} attempts: ${reason}`);
    await this.outcomes.failed(mail, reason.slice(0, 500), attempts);
  }
}
