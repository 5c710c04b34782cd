import type { BreakdownEmailRequested, ReferralSubmitted, TrialEnding } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';
import type { Queue } from 'bullmq';
import type { EventConsumer } from '../projections/projector';
import { emailKey, type EmailJob } from './email-jobs';
import { MONEY_EMAIL_SOURCES, moneyEmailJob } from './money-email-jobs';

/**
 * Turns the events that promise an email into queued jobs. It has its own
 * checkpoint and is never part of a replay, so rebuilding read models never
 * sends anything. Jobs carry a deterministic id: queuing one again (after a
 * crash between queuing and moving the checkpoint) adds nothing.
 */
export class EmailReactor implements EventConsumer {
  readonly name = 'email-reactor';
  readonly eventTypes = ['BreakdownEmailRequested', 'ReferralSubmitted', 'TrialEnding', ...MONEY_EMAIL_SOURCES] as const;

  constructor(
    private readonly queue: Queue<EmailJob>,
    private readonly opsEmail: string,
  ) {}

  async apply(events: RecordedEvent[]): Promise<void> {
    const jobs = emailJobsFor(events, this.opsEmail);
    if (jobs.length > 0) await this.queue.addBulk(jobs.map((job) => ({ name: job.template, data: job, opts: { jobId: job.key } })));
  }
}

/** The emails a batch of events asks for. A referral submission's events are always in one batch (one append). */
export function emailJobsFor(events: RecordedEvent[], opsEmail: string): EmailJob[] {
  const jobs: EmailJob[] = [];
  const submissions = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const correlationId = String(event.metadata.correlationId ?? event.eventId);
    if (event.type === 'BreakdownEmailRequested') {
      const data = event.data as BreakdownEmailRequested['data'];
      jobs.push({ key: emailKey(event.eventId, 'breakdown'), template: 'breakdown', to: data.email, sourceEventId: event.eventId, correlationId, data: { firstName: data.firstName } });
    } else if (event.type === 'TrialEnding') {
      const data = event.data as TrialEnding['data'];
      // A trial started without an email has nobody to remind.
      if (data.email) {
        jobs.push({
          key: emailKey(event.eventId, 'trial-ending'),
          template: 'trial-ending',
          to: data.email,
          sourceEventId: event.eventId,
          correlationId,
          data: { amountCents: data.amountCents, trialEndsAt: data.trialEndsAt },
        });
      }
    } else if (event.type === 'ReferralSubmitted') {
      const id = (event.data as ReferralSubmitted['data']).submissionId;
      submissions.set(id, [...(submissions.get(id) ?? []), event]);
    } else {
      const job = moneyEmailJob(event, correlationId);
      if (job) jobs.push(job);
    }
  }
  for (const rows of submissions.values()) {
    const first = rows[0];
    const { submissionId, referrer } = first.data as ReferralSubmitted['data'];
    const referred = rows.map((row) => (row.data as ReferralSubmitted['data']).referred);
    const correlationId = String(first.metadata.correlationId ?? first.eventId);
    const base = { sourceEventId: first.eventId, correlationId };
    jobs.push({
      ...base,
      key: emailKey(first.eventId, 'referral-confirmation'),
      template: 'referral-confirmation',
      to: referrer.email,
      data: { referrerName: referrer.name, referred },
    });
    jobs.push({
      ...base,
      key: emailKey(first.eventId, 'referral-ops-notification'),
      template: 'referral-ops-notification',
      to: opsEmail,
      data: { referrerName: referrer.name, referrerEmail: referrer.email, referred, submissionId, submittedAt: first.recordedAt.toISOString() },
    });
    for (const row of rows) {
      const person = (row.data as ReferralSubmitted['data']).referred;
      jobs.push({
        key: emailKey(row.eventId, 'referral-invitation'),
        template: 'referral-invitation',
        to: person.email,
        sourceEventId: row.eventId,
        correlationId,
        data: { referrerName: referrer.name, referred: person },
      });
    }
  }
  return jobs;
}

