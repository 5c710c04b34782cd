import { Injectable } from '@nestjs/common';
import { PROJECTOR_EVENT_TYPES } from '@pitchlens/contracts';
import { READ_MODEL_TABLES, type ContactRow } from '@pitchlens/database';
import type { ProjectionContext, Projector, RecordedEvent } from '@pitchlens/event-store';
import { writeAggregates } from './aggregate-writes';
import { aggregateChanges, factsAfter, factsOf, type ContactFacts } from './contact-aggregates';
import { ContactDirectory, type Contact, type Referral, type SessionPart } from './contact-identity';
import { applyContactEvent, FunnelTally, keysOf, type ContactEvent } from './contacts-evolve';
import { writeFunnelPaths } from './funnel-paths';

/**
 * Contacts (identity merged across sessions, furthest funnel step, first and
 * last touch) and the daily funnel. Both live in one projector because a
 * funnel count is of unique contacts, which only identity can tell. For the
 * same reason the dashboard's small aggregates live here too (contact counts,
 * first arrivals per step, the email search table); each batch changes them
 * by what it did to its contacts, never by recounting.
 */
@Injectable()
export class ContactsProjector implements Projector<ContactEvent> {
  readonly name = 'contacts';
  readonly tables = READ_MODEL_TABLES.contacts;
  /**
   * 2: event time, touches by time across sessions, bots left out, referred people no contacts until they act.
   * 3: a session two people used is split into parts, each its claimant's, from the position in the log it was claimed at.
   * 4: every time a contact reached a step (funnel_step_times), for the conversion funnel.
   * 5: every touch of a contact, with its time and landing path (contact_touches), for the conversion funnel's breakdowns.
   * 6: contacts per created day by each field of their first and latest touch (contact_touch_counts), for revenue by touch.
   * 7: each contact's step times and touches in one row (funnel_paths), for the conversion funnel; 6 was never raised to, so this also fills contact_touch_counts.
   */
  readonly version = 7;
  readonly eventTypes = PROJECTOR_EVENT_TYPES.contacts;

  async apply(events: RecordedEvent<ContactEvent>[], context: ProjectionContext): Promise<void> {
    const { directory, before } = await load(context, events);
    const funnel = new FunnelTally(context.timeZone);
    for (const event of events) applyContactEvent(directory, funnel, event);
    const arriving = [...funnel.reached.map((r) => r.contact_id), ...directory.merges.flatMap((m) => [m.from, m.to])];
    await loadFirstArrivals(context, before, arriving);
    await writeContacts(context, directory);
    await writeReferrals(context, directory.referrals);
    await writeFunnel(context, funnel, directory.merges);
    await writeFunnelPaths(context, pathsChanged(funnel, directory.merges), directory.merges.map((m) => m.from));
    await writeAggregates(context, aggregateChanges(before, factsAfter(before, directory, funnel.reached, context.timeZone)));
  }
}

/** The batch's contacts, and what the aggregate tables hold of them before it applies. */
async function load(
  { db, table, timeZone }: ProjectionContext,
  events: RecordedEvent<ContactEvent>[],
): Promise<{ directory: ContactDirectory; before: Map<string, ContactFacts> }> {
  const { sessionIds, emails } = keysOf(events);
  const sessions = await db.query<{ session_id: string; contact_id: string; from_transaction: string; from_position: string }>(
    `SELECT session_id, contact_id::text, from_transaction::text, from_position::text
       FROM ${table('contact_sessions')} WHERE session_id = ANY($1) AND until_position IS NULL`,
    [[...sessionIds]],
  );
  const ids = [...new Set(sessions.rows.map((r) => r.contact_id))];
  const contacts = await db.query<ContactRow>(`SELECT * FROM ${table('contacts')} WHERE id = ANY($1::uuid[]) OR email = ANY($2)`, [
    ids,
    [...emails],
  ]);
  const loaded = contacts.rows.map(fromRow);
  const referrals = await db.query<{ email: string; referrer_name: string; referrer_email: string; first_name: string | null; last_name: string | null }>(
    `SELECT * FROM ${table('contact_referrals')} WHERE email = ANY($1)`,
    [[...emails]],
  );
  return {
    directory: new ContactDirectory(
      loaded,
      sessions.rows.map(
        (r): SessionPart => ({
          sessionId: r.session_id,
          contactId: r.contact_id,
          from: { transactionId: r.from_transaction, globalPosition: r.from_position },
          until: null,
        }),
      ),
      new Map(
        referrals.rows.map((r) => [r.email, { referrerName: r.referrer_name, referrerEmail: r.referrer_email, firstName: r.first_name, lastName: r.last_name }]),
      ),
    ),
    // First arrivals are filled in by loadFirstArrivals for the contacts whose arrivals can change.
    before: new Map(loaded.map((contact) => [contact.id, factsOf(contact, new Map(), timeZone)])),
  };
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

async function writeContacts({ db, table }: ProjectionContext, directory: ContactDirectory): Promise<void> {
  const merged = directory.merges.map((m) => m.from);
  if (merged.length > 0) await db.query(`DELETE FROM ${table('contacts')} WHERE id = ANY($1::uuid[])`, [merged]);
  const rows = [...directory.contacts.values()].map(toRow);
  if (rows.length > 0) {
    const columns = Object.keys(rows[0]).filter((c) => c !== 'id');
    await db.query(
      `INSERT INTO ${table('contacts')} SELECT * FROM jsonb_populate_recordset(NULL::${table('contacts')}, $1)
       ON CONFLICT (id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      [JSON.stringify(rows)],
    );
  }
  const parts = directory.changedParts().map((p) => ({
    session_id: p.sessionId,
    from_transaction: p.from.transactionId,
    from_position: p.from.globalPosition,
    until_transaction: p.until?.transactionId ?? null,
    until_position: p.until?.globalPosition ?? null,
    contact_id: p.contactId,
  }));
  if (parts.length > 0) {
    await db.query(
      `INSERT INTO ${table('contact_sessions')} SELECT * FROM jsonb_populate_recordset(NULL::${table('contact_sessions')}, $1)
       ON CONFLICT (session_id, from_transaction, from_position)
       DO UPDATE SET until_transaction = excluded.until_transaction, until_position = excluded.until_position, contact_id = excluded.contact_id`,
      [JSON.stringify(parts)],
    );
  }
}

/** Referrals of people who may act later; the first one naming a person stays. */
async function writeReferrals({ db, table }: ProjectionContext, referrals: ReadonlyMap<string, Referral>): Promise<void> {
  if (referrals.size === 0) return;
  const rows = [...referrals].map(([email, r]) => ({ email, referrer_name: r.referrerName, referrer_email: r.referrerEmail, first_name: r.firstName, last_name: r.lastName }));
  await db.query(
    `INSERT INTO ${table('contact_referrals')} SELECT * FROM jsonb_populate_recordset(NULL::${table('contact_referrals')}, $1) ON CONFLICT (email) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/**
 * New (day, step, source, contact) pairs raise the unique count; then merged
 * contacts' pairs move to the contact they merged into, and a pair that
 * contact already had stops counting twice. Step times and touches move with them
 * (a touch is one event, so no two contacts hold the same one).
 */
async function writeFunnel({ db, table }: ProjectionContext, funnel: FunnelTally, merges: { from: string; to: string }[]): Promise<void> {
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

/** Contacts whose step times or touches the batch added to or merged into. */
function pathsChanged(funnel: FunnelTally, merges: { from: string; to: string }[]): Set<string> {
  return new Set([...funnel.times.map((t) => t.contact_id), ...funnel.touches.map((t) => t.contact_id), ...merges.map((m) => m.to)]);
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

function toRow(c: Contact): ContactRow {
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
    first_touch_at: c.firstTouchAt,
    first_touch_id: c.firstTouchId,
    last_touch_at: c.lastTouchAt,
    last_touch_id: c.lastTouchId,
    anonymous: c.anonymous,
    session_ids: c.sessionIds,
    page_views: c.pageViews,
    events: c.events,
    created_at: c.createdAt,
    last_activity: c.lastActivity,
  };
}
