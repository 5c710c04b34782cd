import { Injectable } from '@nestjs/common';
import { assertNever, PROJECTOR_EVENT_TYPES, type EventsOf } from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import { eraseFieldsOf, rewriteCopies, type ErasedPerson, type ProjectionContext, type Projector, type RecordedEvent } from '@pitchlens/event-store';

type ReferralsEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.referrals>;

/**
 * Referrals and breakdown requests, with what became of the emails they
 * caused, and each referral's demo and gift card as the team recorded them.
 * Events come in log order, so a request is always recorded before the
 * outcome of its email, and a referral before its demo: a batch's rows are
 * inserted first, then its outcomes written, each kind in one statement
 * (a statement per event made a replay a round trip per event).
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
    const o = outcomes(events);
    const write = async (rows: object[], sql: string) => {
      if (rows.length > 0) await db.query(sql, [JSON.stringify(rows)]);
    };
    const rowsOf = (into: string) => `jsonb_populate_recordset(NULL::${into}, $1)`;
    const referralColumns = 'event_id, submission_id, row_number, referrer_name, referrer_email, referred_name, referred_email, referred_title, referred_company, status, submitted_at';
    await write(o.referrals, `INSERT INTO ${referrals} (${referralColumns}) SELECT ${referralColumns} FROM ${rowsOf(referrals)} ON CONFLICT (event_id) DO NOTHING`);
    const requestColumns = 'event_id, email, first_name, email_status, requested_at';
    await write(o.requests, `INSERT INTO ${requests} (${requestColumns}) SELECT ${requestColumns} FROM ${rowsOf(requests)} ON CONFLICT (event_id) DO NOTHING`);
    const update = (into: string, set: string, where = '') =>
      `UPDATE ${into} t SET ${set} FROM ${rowsOf(into)} u WHERE t.event_id = u.event_id ${where}`;
    await write([...o.sent.values()], update(requests, `email_status = 'sent', failure_reason = NULL, sent_at = u.sent_at`));
    await write([...o.failed.values()], update(requests, `email_status = 'failed', failure_reason = u.failure_reason`, `AND t.email_status <> 'sent'`));
    await write([...o.invited.values()], update(referrals, `status = 'invited', invited_at = u.invited_at`));
    await write([...o.invitationFailed.values()], update(referrals, `status = 'invitation_failed'`, `AND t.status <> 'invited'`));
    await write([...o.demos.values()], update(referrals, `demo_attended_at = u.demo_attended_at, demo_recorded_by = u.demo_recorded_by`));
    await write([...o.payouts.values()], update(referrals, `payout_paid_at = u.payout_paid_at, payout_paid_by = u.payout_paid_by`));
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

/**
 * A batch's new rows, and per row the latest outcome of each kind. A sent
 * email settles its request or invitation whatever the order: its statement
 * sets it outright, and a failure's changes only what is not settled, so
 * the two kinds' latest, written in either order, leave what the events one
 * by one would.
 */
function outcomes(events: readonly RecordedEvent<ReferralsEvent>[]) {
  const o = {
    referrals: [] as object[],
    requests: [] as object[],
    sent: new Map<string, object>(),
    failed: new Map<string, object>(),
    invited: new Map<string, object>(),
    invitationFailed: new Map<string, object>(),
    demos: new Map<string, object>(),
    payouts: new Map<string, object>(),
  };
  for (const event of events) {
    switch (event.type) {
      case 'ReferralSubmitted': {
        const { submissionId, row, referrer, referred } = event.data;
        o.referrals.push({
          event_id: event.eventId,
          submission_id: submissionId,
          row_number: row,
          referrer_name: referrer.name,
          referrer_email: referrer.email,
          referred_name: referred.name,
          referred_email: referred.email,
          referred_title: referred.title,
          referred_company: referred.company,
          status: 'submitted',
          submitted_at: event.recordedAt,
        });
        break;
      }
      case 'BreakdownEmailRequested':
        o.requests.push({ event_id: event.eventId, email: event.data.email, first_name: event.data.firstName, email_status: 'pending', requested_at: event.recordedAt });
        break;
      case 'EmailSent':
      case 'EmailFailed': {
        const { template, sourceEventId: id } = event.data;
        const email =
          template === 'breakdown' ? { sent: o.sent, failed: o.failed, at: 'sent_at' } : template === 'referral-invitation' ? { sent: o.invited, failed: o.invitationFailed, at: 'invited_at' } : null;
        if (!email) break;
        if (event.type === 'EmailSent') email.sent.set(id, { event_id: id, [email.at]: event.recordedAt });
        else email.failed.set(id, { event_id: id, failure_reason: event.data.reason });
        break;
      }
      case 'ReferralDemoAttended':
        o.demos.set(event.data.referralId, { event_id: event.data.referralId, demo_attended_at: event.data.attendedAt, demo_recorded_by: event.data.recordedBy });
        break;
      case 'ReferralPayoutPaid':
        o.payouts.set(event.data.referralId, { event_id: event.data.referralId, payout_paid_at: event.data.paidAt, payout_paid_by: event.data.paidBy });
        break;
      default:
        assertNever(event, 'referrals projector');
    }
  }
  return o;
}
