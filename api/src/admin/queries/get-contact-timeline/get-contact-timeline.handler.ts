import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { streams, type ContactTimelineResponse, type EmailTemplate } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { personStreams } from '@pitchlens/event-store';
import { PG_POOL } from '../../../common/di-tokens';
import { contactKeys } from '../contact-keys';
import { GetContactTimelineQuery } from './get-contact-timeline.query';
import { summarizeEvent } from './timeline-summary';

/** A contact with more history than this gets its newest events and `truncated`. */
export const TIMELINE_LIMIT = 1000;

/** Every template, so a new one cannot be forgotten here (the record must name them all). */
const EMAIL_TEMPLATES = Object.keys({
  breakdown: true,
  'referral-confirmation': true,
  'referral-invitation': true,
  'referral-ops-notification': true,
  'trial-ending': true,
  'payment-receipt': true,
  'subscription-welcome': true,
  'trial-welcome': true,
} satisfies Record<EmailTemplate, true>);

/** Events that cause emails; an email's stream is named after its source event and template. */
const EMAIL_SOURCES = new Set(['BreakdownEmailRequested', 'ReferralSubmitted', 'TrialEnding', 'PaymentSucceeded', 'SubscriptionStarted', 'TrialStarted']);

/**
 * Facts about purchases, kept in their Stripe object's stream: found by the
 * buyer's session or address (migration 1732190600000 indexes both).
 */
const PURCHASE_FACTS = ['PaymentSucceeded', 'PaymentFailed', 'SubscriptionStarted', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialStarted', 'TrialEnding', 'InvoicePaid', 'CheckoutExpired'];
/** Written out, not a parameter: the planner uses a partial index only when it can see the query implies its condition. */
const IS_PURCHASE_FACT = `type IN (${PURCHASE_FACTS.map((type) => `'${type}'`).join(', ')})`;

interface EventRow {
  event_id: string;
  type: string;
  /** Its event time: when it happened, not when it arrived. */
  at: Date;
  global_position: string;
  data: Record<string, unknown>;
  session_id: string | null;
}

const EVENT_AT = `coalesce((metadata->>'occurredAt')::timestamptz, recorded_at)`;
const EVENT_COLUMNS = `event_id::text, type, ${EVENT_AT} AS at, global_position, data, metadata->>'sessionId' AS session_id`;

/**
 * A contact's history straight from the event log, newest first by event
 * time: the streams of their sessions (anonymous visits included), of their
 * address, and of their referral (when someone referred them); the facts of
 * their purchases (payments with product and amount, declines,
 * subscriptions, trials); and the outcome of each email those events caused
 * them to be sent. The read model only says which streams are theirs.
 */
@QueryHandler(GetContactTimelineQuery)
export class GetContactTimelineHandler implements IQueryHandler<GetContactTimelineQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ contactId }: GetContactTimelineQuery): Promise<ContactTimelineResponse> {
    const { email, sessionIds } = await contactKeys(this.pool, contactId);
    const streamIds = [
      ...sessionIds.map(streams.visitor),
      ...(email ? [personStreams.contact(email), personStreams.referredPerson(email)] : []),
    ];
    const own = await this.pool.query<EventRow>(
      `(SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE stream_id = ANY($1))
       UNION
       (SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE ${IS_PURCHASE_FACT} AND metadata->>'sessionId' = ANY($2))
       UNION
       (SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE ${IS_PURCHASE_FACT} AND lower(data->>'email') = $3)
        ORDER BY at DESC, global_position DESC LIMIT ${TIMELINE_LIMIT + 1}`,
      [streamIds, sessionIds, email ?? ''],
    );
    const emailStreams = own.rows
      .filter((row) => EMAIL_SOURCES.has(row.type))
      .flatMap((row) => EMAIL_TEMPLATES.map((template) => streams.email(`${row.event_id}.${template}`)));
    const emails =
      email && emailStreams.length > 0
        ? await this.pool.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE stream_id = ANY($1) AND lower(data->>'to') = $2`, [
            emailStreams,
            email,
          ])
        : { rows: [] };
    const rows = [...own.rows, ...emails.rows].sort(
      (a, b) => b.at.getTime() - a.at.getTime() || Number(BigInt(b.global_position) - BigInt(a.global_position)),
    );
    return {
      contactId,
      email,
      events: rows.slice(0, TIMELINE_LIMIT).map((row) => ({
        eventId: row.event_id,
        type: row.type,
        at: row.at.toISOString(),
        summary: summarizeEvent(row.type, row.data),
        sessionId: row.session_id,
        data: row.data,
      })),
      truncated: rows.length > TIMELINE_LIMIT,
    };
  }
}
