import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMAIL_TEMPLATES, streams, type ContactTimelineResponse } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { withinSessionPart } from '@pitchlens/database';
import { personStreams } from '@pitchlens/event-store';
import { PG_POOL } from '../../../common/di-tokens';
import { contactKeys } from '../contact-keys';
import { GetContactTimelineQuery } from './get-contact-timeline.query';
import { summarizeEvent } from './timeline-summary';

/** A contact with more history than this gets its newest events and `truncated`. */
export const TIMELINE_LIMIT = 1000;

/** Events that cause emails; an email's stream is named after its source event and template. */
const EMAIL_SOURCES = new Set(['BreakdownEmailRequested', 'ReferralSubmitted', 'TrialEnding', 'PaymentSucceeded', 'SubscriptionStarted', 'TrialStarted']);

/**
 * Facts about purchases, kept in their Stripe object's stream: found by the
 * buyer's session or address (migrations 1732190600000 and 1732191200000 index both).
 */
const PURCHASE_FACTS = ['PaymentSucceeded', 'PaymentFailed', 'PaymentRefunded', 'SubscriptionStarted', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialStarted', 'TrialEnding', 'InvoicePaid', 'CheckoutExpired'];
/** Written out, not a parameter: the planner uses a partial index only when it can see the query implies its condition. */
const IS_PURCHASE_FACT = `type IN (${PURCHASE_FACTS.map((type) => `'${type}'`).join(', ')})`;

interface EventRow {
  event_id: string;
  type: string;
  /** Its event time: when it happened, not when it arrived. */
  at: Date;
  failed_last: boolean;
  global_position: string;
  data: Record<string, unknown>;
  session_id: string | null;
}

/**
 * Stripe dates its events to the second, and its deliveries come in any
 * order: a decline and the retry that was taken can share a second, the
 * success recorded first. A payment that succeeded takes no more attempts,
 * so within one instant a failure is the older entry.
 */
const FAILED_LAST = `(type = 'PaymentFailed')`;

const EVENT_AT = `coalesce((metadata->>'occurredAt')::timestamptz, recorded_at)`;
const EVENT_COLUMNS = `event_id::text, type, ${EVENT_AT} AS at, ${FAILED_LAST} AS failed_last, global_position, data, metadata->>'sessionId' AS session_id`;

/** The address of whoever an event says did it (a referral's referrer), lower-cased; null when it names no one. */
const NAMED = `lower(CASE WHEN type = 'ReferralSubmitted' THEN data->'referrer'->>'email' ELSE data->>'email' END)`;
/** An event `e` made within the contact's part `p` of a session, in log order. */
const IN_PART = withinSessionPart('e', 'p');

/**
 * A contact's history straight from the event log, newest first by event
 * time: what happened in their sessions while each was theirs (anonymous
 * visits included; of a session two people used, each sees only their own
 * part, and an act there naming someone else is left to them), the streams of their
 * address and of their referral (when someone referred them), the referrals
 * they submitted (each kept in its referred person's stream; migration
 * 1732191000000 indexes their referrer), the facts of their purchases
 * (payments with product and amount, declines, refunds, subscriptions, trials), and the outcome of each email those events caused
 * them to be sent. The read model only says which streams, and which parts of
 * them, are theirs.
 */
@QueryHandler(GetContactTimelineQuery)
export class GetContactTimelineHandler implements IQueryHandler<GetContactTimelineQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ contactId }: GetContactTimelineQuery): Promise<ContactTimelineResponse> {
    const { email, parts } = await contactKeys(this.pool, contactId);
    const addressStreams = email ? [personStreams.contact(email), personStreams.referredPerson(email)] : [];
    const own = await this.pool.query<EventRow>(
      `WITH p AS (
         SELECT * FROM unnest($1::text[], $2::text[], $3::xid8[], $4::bigint[], $5::xid8[], $6::bigint[])
             AS p(stream_id, session_id, from_transaction, from_position, until_transaction, until_position)
       )
       (SELECT ${EVENT_COLUMNS} FROM p JOIN event_store.events e ON e.stream_id = p.stream_id
         WHERE ${IN_PART} AND coalesce(${NAMED}, $7) = $7)
       UNION
       (SELECT ${EVENT_COLUMNS} FROM p JOIN event_store.events e ON e.metadata->>'sessionId' = p.session_id
         WHERE ${IS_PURCHASE_FACT} AND ${IN_PART} AND coalesce(${NAMED}, $7) = $7)
       UNION
       (SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE stream_id = ANY($8))
       UNION
       (SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE ${IS_PURCHASE_FACT} AND lower(data->>'email') = $7)
       UNION
       (SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE type = 'ReferralSubmitted' AND lower(data->'referrer'->>'email') = $7)
        ORDER BY at DESC, failed_last, global_position DESC LIMIT ${TIMELINE_LIMIT + 1}`,
      [
        parts.map((part) => streams.visitor(part.sessionId)),
        parts.map((part) => part.sessionId),
        parts.map((part) => part.fromTransaction),
        parts.map((part) => part.fromPosition),
        parts.map((part) => part.untilTransaction),
        parts.map((part) => part.untilPosition),
        email ?? '',
        addressStreams,
      ],
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
      (a, b) =>
        b.at.getTime() - a.at.getTime() ||
        Number(a.failed_last) - Number(b.failed_last) ||
        Number(BigInt(b.global_position) - BigInt(a.global_position)),
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
