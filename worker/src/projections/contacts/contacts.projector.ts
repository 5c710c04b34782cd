import { Injectable } from '@nestjs/common';
import { isoString, PROJECTOR_EVENT_TYPES } from '@pitchlens/contracts';
import { READ_MODEL_TABLES, type ContactRow } from '@pitchlens/database';
import type { EventsOf } from '@pitchlens/contracts';
import { inLanes, type ErasedPerson, type ProjectionContext, type Projector, type RecordedEvent } from '@pitchlens/event-store';
import { loadIdentity, writeIdentity, type Merge, type PersonDirectory } from '../identity';
import { isMoney, type MoneyEvent } from '../money/money-event';
import { writeAggregates } from './aggregate-writes';
import type { Contact } from './contact';
import { aggregateChanges, factsAfter, factsOf, type ContactFacts } from './contact-aggregates';
import { ContactBook } from './contact-book';
import { eraseContacts } from './contacts-erasure';
import { applyContactEvent, FunnelTally, type ContactEvent } from './contacts-evolve';
import { buildFunnelPaths, extendFunnelPaths } from './funnel-paths';
import { creditEveryPayment, writePaymentBuyers } from './payment-buyers';

type ContactsProjectorEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.contacts>;

/**
 * Contacts (one per person, furthest funnel step, first and last touch) and
 * the daily funnel, built on identity (../identity), which this projector
 * runs first on each batch, in the same transaction: who each act is, and
 * which persons merged, is decided by identity; the figures are these.
 *
 * Identity is a stage here rather than a consumer of its own because these
 * figures depend on who a person was at each event, not only at the end (a
 * funnel arrival counts under the source the person had then; an anonymous
 * visitor is a contact until merged), so its decisions must be applied in
 * the same order and commit with them under one checkpoint. A consumer of
 * its own would need its whole history by position, a bound keeping this
 * one behind it, and replays of both swapped together, to be as exact.
 *
 * A funnel count is of unique people, so the funnel lives here too, and so
 * do the dashboard's small aggregates (contact counts, first arrivals per
 * step, the email search table); each batch changes them by what it did to
 * its contacts, never by recounting. So does whom each payment and refund is
 * credited to (payment_buyers): it follows the same persons and touches.
 */
@Injectable()
export class ContactsProjector implements Projector<ContactsProjectorEvent> {
  readonly name = 'contacts';
  readonly tables = READ_MODEL_TABLES.contacts;
  /**
   * 2: event time, touches by time across sessions, bots left out, referred people no contacts until they act.
   * 3: a session two people used is split into parts, each its claimant's, from the position in the log it was claimed at.
   * 4: every time a contact reached a step (funnel_step_times), for the conversion funnel.
   * 5: every touch of a contact, with its time and landing path (contact_touches), for the conversion funnel's breakdowns.
   * 6: contacts per created day by each field of their first and latest touch (contact_touch_counts), for revenue by touch.
   * 7: identity's own table of which person each address is (contact_addresses); each contact's step times and touches in one row (funnel_paths), for the conversion funnel. 6 was never raised to, so this also fills contact_touch_counts.
   * 8: each payment's and refund's buyer and the touches it is credited to (payment_buyers), for revenue.
   */
  readonly version = 8;
  /** Read by id alone here; their other indexes order and search the contact list, and the paths by revision. */
  readonly reportIndexedTables = ['contacts', 'contact_emails', 'funnel_paths'];
  readonly eventTypes = PROJECTOR_EVENT_TYPES.contacts;

  async apply(events: RecordedEvent<ContactsProjectorEvent>[], context: ProjectionContext): Promise<void> {
    const calls = events.filter((event): event is RecordedEvent<ContactEvent> => !isMoney(event));
    const identity = await loadIdentity(context, calls);
    const { book, before } = await loadContacts(context, identity);
    const funnel = new FunnelTally(context.timeZone);
    for (const event of calls) applyContactEvent(identity, book, funnel, event);
    const { merges } = identity;
    const arriving = [...funnel.reached.map((r) => r.contact_id), ...merges.flatMap((m) => [m.from, m.to])];
    // Three lanes, so Postgres writes while this process works out the aggregates:
    // - the funnel's tables, written by nothing else here and read by nothing else until the paths and buyers below
    //   (while a replay fills, until it completes: they go on being written beside the next batch);
    // - identity's tables and the contacts, which the aggregates neither read nor write;
    // - the aggregates, whose first arrivals are read before their writes change them.
    // Live, two at a time: all three share the batch's one connection, and the driver deprecates queueing more than
    // one statement behind the one running. All run to their end before a failure is thrown: nothing may still be
    // sent on the batch's connection once it is rolled back.
    const writes = [
      () => context.beside((db) => writeFunnel({ ...context, db }, funnel, merges)),
      async () => {
        await writeIdentity(context, identity);
        await writeContacts(context, book, merges);
      },
      async () => {
        await loadFirstArrivals(context, before, arriving);
        await writeAggregates(context, aggregateChanges(before, factsAfter(before, book.contacts.values(), merges, funnel.reached, context.timeZone)));
      },
    ];
    await inLanes(writes, context.filling ? writes.length : 2, (write) => write());
    // A replay filling its tables builds every path once at the end (completeShadow).
    if (!context.filling) await extendFunnelPaths(context, funnel, merges);
    // A contact found to be made earlier (an act recorded late, a step Stripe dated to the second) has its payments'
    // rows worked out again too: they keep when it was made (CREDITED_COLUMNS), as a replay's would.
    const madeEarlier = [...book.contacts.values()].filter((c) => {
      const was = before.get(c.id);
      return was !== undefined && was.createdAt.getTime() !== c.createdAt.getTime();
    }).map((c) => c.id);
    await writePaymentBuyers(context, events.filter((event): event is RecordedEvent<MoneyEvent> => isMoney(event)), {
      contacts: [...new Set([...funnel.touches.map((t) => t.contact_id), ...merges.flatMap((m) => [m.from, m.to]), ...madeEarlier])],
      emails: identity.added().addresses.map(([email]) => email),
      sessions: identity.changedParts().map((part) => part.sessionId),
    });
  }

  erase(person: ErasedPerson, context: ProjectionContext): Promise<void> {
    return eraseContacts(person, context);
  }

  async completeShadow(context: ProjectionContext): Promise<void> {
    await buildFunnelPaths(context);
    await creditEveryPayment(context);
  }
}

/** The contacts of every person identity knows for the batch, and what the aggregate tables hold of them before it applies. */
async function loadContacts(
  { db, table, timeZone }: ProjectionContext,
  identity: PersonDirectory,
): Promise<{ book: ContactBook; before: Map<string, ContactFacts> }> {
  const { rows } = await db.query<ContactRow>(`SELECT * FROM ${table('contacts')} WHERE id = ANY($1::uuid[])`, [identity.persons()]);
  const loaded = rows.map(fromRow);
  // First arrivals are filled in by loadFirstArrivals for the contacts whose arrivals can change.
  return { book: new ContactBook(loaded), before: new Map(loaded.map((contact) => [contact.id, factsOf(contact, new Map(), timeZone)])) };
}

/**
 * The days the batch's loaded contacts first reached each step, read only for
 * those that reached a step or merged in it: the others' arrivals stay as they
 * are, so they are left out on both sides of the comparison (most batches are
 * page views of known contacts, and skip the read entirely).
 */
async function loadFirstArrivals({ db, table }: ProjectionContext, before: Map<string, ContactFacts>, contactIds: string[]): Promise<void> {
  const ids = [...new Set(contactIds)].filter((id) => before.has(id));
  if (ids.length === 0) return;
  const { rows } = await db.query<{ contact_id: string; step: string; day: string }>(
    `SELECT contact_id::text, step, day::text FROM ${table('funnel_first_reached')} WHERE contact_id = ANY($1::uuid[])`,
    [ids],
  );
  const arrivals = new Map<string, Map<string, string>>();
  for (const r of rows) arrivals.set(r.contact_id, (arrivals.get(r.contact_id) ?? new Map<string, string>()).set(r.step, r.day));
  for (const id of ids) before.set(id, { ...(before.get(id) as ContactFacts), firstReached: arrivals.get(id) ?? new Map() });
}

async function writeContacts({ db, table }: ProjectionContext, book: ContactBook, merges: readonly Merge[]): Promise<void> {
  const merged = merges.map((m) => m.from);
  if (merged.length > 0) await db.query(`DELETE FROM ${table('contacts')} WHERE id = ANY($1::uuid[])`, [merged]);
  const rows = [...book.contacts.values()].map(toRow);
  if (rows.length > 0) {
    const columns = Object.keys(rows[0]).filter((c) => c !== 'id');
    await db.query(
      `INSERT INTO ${table('contacts')} SELECT * FROM jsonb_populate_recordset(NULL::${table('contacts')}, $1)
       ON CONFLICT (id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      [JSON.stringify(rows)],
    );
  }
}

/**
 * New (day, step, source, contact) pairs raise the unique count; then merged
 * contacts' pairs move to the contact they merged into, and a pair that
 * contact already had stops counting twice. Step times and touches move with them
 * (a touch is one event, so no two contacts hold the same one).
 */
async function writeFunnel({ db, table }: ProjectionContext, funnel: FunnelTally, merges: readonly Merge[]): Promise<void> {
  const daily = table('funnel_daily');
  const reached = table('funnel_reached');
  if (funnel.events.size > 0) {
    await db.query(
      `INSERT INTO ${daily} (day, step, utm_source, events)
       SELECT day, step, utm_source, events FROM jsonb_to_recordset($1) AS t(day date, step text, utm_source text, events int)
       ON CONFLICT (day, step, utm_source) DO UPDATE SET events = ${daily}.events + excluded.events`,
      [JSON.stringify([...funnel.events.values()])],
    );
  }
  if (funnel.reached.length > 0) {
    await db.query(
      `WITH added AS (
         INSERT INTO ${reached} SELECT DISTINCT * FROM jsonb_populate_recordset(NULL::${reached}, $1)
         ON CONFLICT DO NOTHING RETURNING day, step, utm_source
       )
       INSERT INTO ${daily} (day, step, utm_source, contacts)
       SELECT day, step, utm_source, count(*) FROM added GROUP BY day, step, utm_source
       ON CONFLICT (day, step, utm_source) DO UPDATE SET contacts = ${daily}.contacts + excluded.contacts`,
      [JSON.stringify(funnel.reached)],
    );
  }
  const times = table('funnel_step_times');
  if (funnel.times.length > 0) {
    await db.query(`INSERT INTO ${times} SELECT * FROM jsonb_populate_recordset(NULL::${times}, $1) ON CONFLICT DO NOTHING`, [
      JSON.stringify(funnel.times),
    ]);
  }
  const touches = table('contact_touches');
  if (funnel.touches.length > 0) {
    await db.query(`INSERT INTO ${touches} SELECT * FROM jsonb_populate_recordset(NULL::${touches}, $1) ON CONFLICT DO NOTHING`, [
      JSON.stringify(funnel.touches),
    ]);
  }
  for (const { from, to } of merges) {
    await db.query(
      `WITH moved AS (DELETE FROM ${times} WHERE contact_id = $1 RETURNING step, at)
       INSERT INTO ${times} (contact_id, step, at) SELECT $2, step, at FROM moved ON CONFLICT DO NOTHING`,
      [from, to],
    );
    await db.query(`UPDATE ${touches} SET contact_id = $2 WHERE contact_id = $1`, [from, to]);
    await db.query(
      `WITH doubled AS (
         DELETE FROM ${reached} r WHERE r.contact_id = $1
            AND EXISTS (SELECT 1 FROM ${reached} o WHERE o.contact_id = $2 AND o.day = r.day AND o.step = r.step AND o.utm_source = r.utm_source)
         RETURNING day, step, utm_source
       )
       UPDATE ${daily} d SET contacts = d.contacts - n.count
         FROM (SELECT day, step, utm_source, count(*) FROM doubled GROUP BY day, step, utm_source) n
        WHERE d.day = n.day AND d.step = n.step AND d.utm_source = n.utm_source`,
      [from, to],
    );
    await db.query(`UPDATE ${reached} SET contact_id = $2 WHERE contact_id = $1`, [from, to]);
  }
}

function fromRow(row: ContactRow): Contact {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    currentFunnelStep: row.current_funnel_step,
    referrerName: row.referrer_name,
    referrerEmail: row.referrer_email,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    lastUtmSource: row.last_utm_source,
    lastUtmMedium: row.last_utm_medium,
    lastUtmCampaign: row.last_utm_campaign,
    firstTouchAt: row.first_touch_at,
    firstTouchId: row.first_touch_id,
    lastTouchAt: row.last_touch_at,
    lastTouchId: row.last_touch_id,
    anonymous: row.anonymous,
    sessionIds: row.session_ids,
    pageViews: row.page_views,
    events: row.events,
    createdAt: row.created_at,
    lastActivity: row.last_activity,
  };
}

/** A contact's row as sent to Postgres in JSON: its times as text (isoString says why). */
type ContactJson = Omit<ContactRow, 'first_touch_at' | 'last_touch_at' | 'created_at' | 'last_activity'> & {
  first_touch_at: string | null;
  last_touch_at: string | null;
  created_at: string;
  last_activity: string;
};

function toRow(c: Contact): ContactJson {
  return {
    id: c.id,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    current_funnel_step: c.currentFunnelStep,
    referrer_name: c.referrerName,
    referrer_email: c.referrerEmail,
    utm_source: c.utmSource,
    utm_medium: c.utmMedium,
    utm_campaign: c.utmCampaign,
    last_utm_source: c.lastUtmSource,
    last_utm_medium: c.lastUtmMedium,
    last_utm_campaign: c.lastUtmCampaign,
    first_touch_at: c.firstTouchAt && isoString(c.firstTouchAt),
    first_touch_id: c.firstTouchId,
    last_touch_at: c.lastTouchAt && isoString(c.lastTouchAt),
    last_touch_id: c.lastTouchId,
    anonymous: c.anonymous,
    session_ids: c.sessionIds,
    page_views: c.pageViews,
    events: c.events,
    created_at: isoString(c.createdAt),
    last_activity: isoString(c.lastActivity),
  };
}
