import { Logger } from '@nestjs/common';
import { type EmailFailed, type EmailJob, type EmailSent, EVENT_SCHEMA_VERSIONS, factMetadata, streams } from '@pitchlens/contracts';
import type { EventStore } from '@pitchlens/event-store';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Pool } from 'pg';
import { failedEventId, sentEventId } from './outcome-ids';
import { renderEmail } from './render-email';
import type { EmailLinks } from './templates';

type SendingJob = Job<EmailJob & { sentMessageId?: string }>;

/**
 * Sends one queued email. The log is asked first: if the email's "sent" event
 * is there, the job is a repeat and nothing goes out. After a send the job
 * notes it (in Redis) before the outcome is written, so a retry caused by a
 * failed write records the send instead of sending again.
 */
export class EmailSender {
  private readonly logger = new Logger('EmailSender');

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly transport: Transporter,
    private readonly options: { from: string; links: EmailLinks },
  ) {}

  async process(job: SendingJob): Promise<'sent' | 'already sent'> {
    const email = job.data;
    if (await this.alreadySent(email.key)) return 'already sent';
    let messageId = email.sentMessageId;
    if (!messageId) {
      try {
        messageId = await this.send(email);
      } catch (error) {
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.recordFailure(email, error, job.attemptsMade + 1);
        throw error;
      }
      await job.updateData({ ...email, sentMessageId: messageId });
    }
    await this.record(email, { type: 'EmailSent', data: { ...outcome(email), messageId } }, sentEventId(email.key));
    // The key, not the address: logs outlive an erasure.
    this.logger.log(`${email.template} sent (${email.key})`);
    return 'sent';
  }

  private async send(email: EmailJob): Promise<string> {
    const { subject, html, text } = renderEmail(email, this.options.links);
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: email.to,
      subject,
      html,
      text,
      // Stable per email, so a receiving system can also spot a repeat.
      messageId: `<${email.key}@pitchlens.com>`,
    });
    return String(info.messageId ?? `<${email.key}@pitchlens.com>`);
  }

  private async recordFailure(email: EmailJob, error: unknown, attempts: number): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`${email.template} to ${email.to} failed after ${attempts} attempts: ${reason}`);
    await this.record(email, { type: 'EmailFailed', data: { ...outcome(email), reason: reason.slice(0, 500), attempts } }, failedEventId(email.key, attempts));
  }

  private async alreadySent(key: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM event_store.events WHERE event_id = $1`, [sentEventId(key)]);
    return (rowCount ?? 0) > 0;
  }

  private async record(email: EmailJob, event: EmailSent | EmailFailed, eventId: string): Promise<void> {
    await this.store.append({
      streamId: streams.email(email.key),
      events: [
        {
          eventId,
          type: event.type,
          schemaVersion: EVENT_SCHEMA_VERSIONS[event.type],
          data: event.data,
          metadata: factMetadata({ correlationId: email.correlationId, causationId: email.sourceEventId }),
        },
      ],
    });
  }
}

function outcome(email: EmailJob) {
  return { key: email.key, template: email.template, to: email.to, sourceEventId: email.sourceEventId };
}
