import { Injectable } from '@nestjs/common';
import type { PitchlensEvent } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';
import type { ProjectionContext, Projector } from '../projector';

type Handled = Extract<PitchlensEvent, { type: 'ReferralSubmitted' | 'BreakdownEmailRequested' | 'EmailSent' | 'EmailFailed' }>;

/**
 * Referrals and breakdown requests, with what became of the emails they
 * caused. Events come in log order, so a request is always inserted before
 * the outcome of its email updates it.
 */
@Injectable()
export class ReferralsProjector implements Projector {
  readonly name = 'referrals';
  readonly version = 1;
  readonly tables = ['referrals', 'breakdown_requests'];
  readonly eventTypes = ['ReferralSubmitted', 'BreakdownEmailRequested', 'EmailSent', 'EmailFailed'] as const;

  async apply(events: RecordedEvent[], { db, table }: ProjectionContext): Promise<void> {
    const referrals = table('referrals');
    const requests = table('breakdown_requests');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      switch (event.type) {
        case 'ReferralSubmitted': {
          const { submissionId, row, referrer, referred } = event.data;
          await db.query(
            `INSERT INTO ${referrals} (event_id, submission_id, row_number, referrer_name, referrer_email, referred_name,
                                       referred_email, referred_title, referred_company, status, submitted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'submitted', $10) ON CONFLICT (event_id) DO NOTHING`,
            [recorded.eventId, submissionId, row, referrer.name, referrer.email, referred.name, referred.email, referred.title, referred.company, recorded.recordedAt],
          );
          break;
        }
        case 'BreakdownEmailRequested':
          await db.query(
            `INSERT INTO ${requests} (event_id, email, first_name, email_status, requested_at)
             VALUES ($1, $2, $3, 'pending', $4) ON CONFLICT (event_id) DO NOTHING`,
            [recorded.eventId, event.data.email, event.data.firstName, recorded.recordedAt],
          );
          break;
        case 'EmailSent':
          if (event.data.template === 'breakdown') {
            await db.query(`UPDATE ${requests} SET email_status = 'sent', failure_reason = NULL, sent_at = $2 WHERE event_id = $1`, [
              event.data.sourceEventId,
              recorded.recordedAt,
            ]);
          } else if (event.data.template === 'referral-invitation') {
            await db.query(`UPDATE ${referrals} SET status = 'invited', invited_at = $2 WHERE event_id = $1`, [event.data.sourceEventId, recorded.recordedAt]);
          }
          break;
        case 'EmailFailed':
          if (event.data.template === 'breakdown') {
            await db.query(`UPDATE ${requests} SET email_status = 'failed', failure_reason = $2 WHERE event_id = $1 AND email_status <> 'sent'`, [
              event.data.sourceEventId,
              event.data.reason,
            ]);
          } else if (event.data.template === 'referral-invitation') {
            await db.query(`UPDATE ${referrals} SET status = 'invitation_failed' WHERE event_id = $1 AND status <> 'invited'`, [event.data.sourceEventId]);
          }
          break;
        default:
          assertNever(event);
      }
    }
  }
}

function assertNever(event: never): never {
  throw new Error(`referrals projector cannot handle ${(event as { type: string }).type}`);
}
