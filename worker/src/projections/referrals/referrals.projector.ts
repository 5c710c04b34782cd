import { Injectable } from '@nestjs/common';
import { assertNever, PROJECTOR_EVENT_TYPES, type EventsOf } from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import { eraseFieldsOf, rewriteCopies, type ErasedPerson, type ProjectionContext, type Projector, type RecordedEvent } from '@pitchlens/event-store';

type ReferralsEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.referrals>;

/**
 * Referrals and breakdown requests, with what became of the emails they
 * caused, and each referral's demo and gift card as the team recorded them.
 * Events come in log order, so a request is always inserted before the
 * outcome of its email updates it, and a referral before its demo.
 */
@Injectable()
export class ReferralsProjector implements Projector<ReferralsEvent> {
  readonly name = 'referrals';
  readonly version = 2;
  readonly tables = READ_MODEL_TABLES.referrals;
  readonly eventTypes = PROJECTOR_EVENT_TYPES.referrals;

  async apply(events: RecordedEvent<ReferralsEvent>[], { db, table }: ProjectionContext): Promise<void> {
    const referrals = table('referrals');
    const requests = table('breakdown_requests');
    for (const event of events) {
      switch (event.type) {
        case 'ReferralSubmitted': {
          const { submissionId, row, referrer, referred } = event.data;
          await db.query(
            `INSERT INTO ${referrals} (event_id, submission_id, row_number, referrer_name, referrer_email, referred_name,
                                       referred_email, referred_title, referred_company, status, submitted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'submitted', $10) ON CONFLICT (event_id) DO NOTHING`,
            [event.eventId, submissionId, row, referrer.name, referrer.email, referred.name, referred.email, referred.title, referred.company, event.recordedAt],
          );
          break;
        }
        case 'BreakdownEmailRequested':
          await db.query(
            `INSERT INTO ${requests} (event_id, email, first_name, email_status, requested_at)
             VALUES ($1, $2, $3, 'pending', $4) ON CONFLICT (event_id) DO NOTHING`,
            [event.eventId, event.data.email, event.data.firstName, event.recordedAt],
          );
          break;
        case 'EmailSent':
          if (event.data.template === 'breakdown') {
            await db.query(`UPDATE ${requests} SET email_status = 'sent', failure_reason = NULL, sent_at = $2 WHERE event_id = $1`, [
              event.data.sourceEventId,
              event.recordedAt,
            ]);
          } else if (event.data.template === 'referral-invitation') {
            await db.query(`UPDATE ${referrals} SET status = 'invited', invited_at = $2 WHERE event_id = $1`, [event.data.sourceEventId, event.recordedAt]);
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
        case 'ReferralDemoAttended':
          await db.query(`UPDATE ${referrals} SET demo_attended_at = $2, demo_recorded_by = $3 WHERE event_id = $1`, teamAct(event.data, 'attendedAt', 'recordedBy'));
          break;
        case 'ReferralPayoutPaid':
          await db.query(`UPDATE ${referrals} SET payout_paid_at = $2, payout_paid_by = $3 WHERE event_id = $1`, teamAct(event.data, 'paidAt', 'paidBy'));
          break;
        default:
          assertNever(event, 'referrals projector');
      }
    }
  }

  /**
   * As the erasure rewrote their referrals and requests: a referrer's name, a
   * referred person's name and title, and the company of either's referral
   * read `[erased]`, their first name on a request too; then every copy of the
   * address (theirs, or the team member's who recorded a demo or payout).
   */
  async erase(person: ErasedPerson, context: ProjectionContext): Promise<void> {
    await eraseFieldsOf(context, person, 'referrals', 'referrer_email', { erased: ['referrer_name', 'referred_company'] });
    await eraseFieldsOf(context, person, 'referrals', 'referred_email', { erased: ['referred_name', 'referred_title', 'referred_company'] });
    await eraseFieldsOf(context, person, 'breakdown_requests', 'email', { erased: ['first_name'] });
    await rewriteCopies(
      context,
      person,
      ['referrer_name', 'referrer_email', 'referred_name', 'referred_email', 'referred_title', 'referred_company', 'demo_recorded_by', 'payout_paid_by']
        .map((column) => ({ table: 'referrals', column }))
        .concat(['email', 'first_name', 'failure_reason'].map((column) => ({ table: 'breakdown_requests', column }))),
    );
  }
}

/** The parameters of a team member's act on a referral: the referral, when, and who. */
function teamAct<D extends { referralId: string }>(data: D, at: keyof D, by: keyof D): unknown[] {
  return [data.referralId, data[at], data[by]];
}
