import { type EmailJob, emailOutcomeKey, type EventOfType, type EventsOf, isErasedAddress } from '@pitchlens/contracts';
import type { Reactor, RecordedEvent } from '@pitchlens/event-store';
import type { Queue } from 'bullmq';
import { MONEY_EMAIL_SOURCES, moneyEmailJob } from './money-email-jobs';

const EMAIL_SOURCES = ['BreakdownEmailRequested', 'ReferralSubmitted', 'TrialEnding', ...MONEY_EMAIL_SOURCES] as const;
type EmailSource = EventsOf<typeof EMAIL_SOURCES>;

/**
 * Turns the events that promise an email into queued jobs. It has its own
 * checkpoint and is never part of a replay, so rebuilding read models never
 * sends anything. Jobs carry a deterministic id: queuing one again (after a
 * crash between queuing and moving the checkpoint) adds nothing.
 */
export class EmailReactor implements Reactor<EmailSource> {
  readonly name = 'email-reactor';
  readonly eventTypes = EMAIL_SOURCES;
  /** Queuing waits on Redis, with no transaction open: other readers never wait on it. */
  readonly outsideTransaction = true;

  constructor(
    private readonly queue: Queue<EmailJob>,
    private readonly opsEmail: string,
  ) {}

  async apply(events: RecordedEvent<EmailSource>[]): Promise<void> {
    // An event the reactor reaches only after its person was erased names no one to write to.
    const jobs = emailJobsFor(events, this.opsEmail).filter((job) => !isErasedAddress(job.to));
    if (jobs.length > 0) await this.queue.addBulk(jobs.map((job) => ({ name: job.template, data: job, opts: { jobId: job.key } })));
  }
}

/** The emails a batch of events asks for. A referral submission's events are always in one batch (one append). */
export function emailJobsFor(events: RecordedEvent<EmailSource>[], opsEmail: string): EmailJob[] {
  const jobs: EmailJob[] = [];
  const submissions = new Map<string, RecordedEvent<EventOfType<'ReferralSubmitted'>>[]>();
  for (const event of events) {
    const correlationId = event.metadata.correlationId ?? event.eventId;
    if (event.type === 'BreakdownEmailRequested') {
      const { data } = event;
      jobs.push({ key: emailOutcomeKey(event.eventId, 'breakdown'), template: 'breakdown', to: data.email, sourceEventId: event.eventId, correlationId, data: { firstName: data.firstName } });
    } else if (event.type === 'TrialEnding') {
      const { data } = event;
      // A trial started without an email has nobody to remind.
      if (data.email) {
        jobs.push({
          key: emailOutcomeKey(event.eventId, 'trial-ending'),
          template: 'trial-ending',
          to: data.email,
          sourceEventId: event.eventId,
          correlationId,
          data: { amountCents: data.amountCents, trialEndsAt: data.trialEndsAt },
        });
      }
    } else if (event.type === 'ReferralSubmitted') {
      const id = event.data.submissionId;
      submissions.set(id, [...(submissions.get(id) ?? []), event]);
    } else {
      const job = moneyEmailJob(event, correlationId);
      if (job) jobs.push(job);
    }
  }
  for (const rows of submissions.values()) {
    const first = rows[0];
    const { submissionId, referrer } = first.data;
    const referred = rows.map((row) => row.data.referred);
    const correlationId = first.metadata.correlationId ?? first.eventId;
    const base = { sourceEventId: first.eventId, correlationId };
    jobs.push({
      ...base,
      key: emailOutcomeKey(first.eventId, 'referral-confirmation'),
      template: 'referral-confirmation',
      to: referrer.email,
      data: { referrerName: referrer.name, referred },
    });
    jobs.push({
      ...base,
      key: emailOutcomeKey(first.eventId, 'referral-ops-notification'),
      template: 'referral-ops-notification',
      to: opsEmail,
      data: { referrerName: referrer.name, referrerEmail: referrer.email, referred, submissionId, submittedAt: first.recordedAt.toISOString() },
    });
    for (const row of rows) {
      const person = row.data.referred;
      jobs.push({
        key: emailOutcomeKey(row.eventId, 'referral-invitation'),
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

