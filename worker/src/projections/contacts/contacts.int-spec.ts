import { EVENT_SCHEMA_VERSIONS, streams, type FunnelStep, type PitchlensEvent, type Utm } from '@pitchlens/contracts';
import { FUNNEL_PATHS_CONTENT, migrations, readModelContent } from '@pitchlens/database';
import { EventReader, replay } from '@pitchlens/event-store';
import type { QueryRunner } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { catchUp as projectUntilCaughtUp } from '../../../test/catch-up';
import { logFixture, type LogFixture } from '../../../test/projection-fixture';
import { ContactsProjector } from './contacts.projector';

let f: LogFixture;
const projector = new ContactsProjector();
beforeAll(async () => {
  f = await logFixture('contacts');
});
afterAll(() => f.close());

const catchUp = (size = 1000) => projectUntilCaughtUp(f.pool, projector, size);

const contactByEmail = async (email: string) =>
  (await f.pool.query('SELECT * FROM read_model.contacts WHERE email = $1', [email])).rows[0];

it('merges a visitor’s anonymous page views into the contact when the email becomes known, keeping first-touch UTM', async () => {
  const sessionId = 'session-merge-001';
  await f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId, utm: { source: 'linkedin', campaign: 'launch' } });
  await f.record([{ type: 'PageViewed', data: { path: '/book-giveaway', title: null, referrer: null } }], { sessionId });
  await f.record([{ type: 'FunnelStepReached', data: { email: null, step: 'landing', stepData: {} } }], { sessionId, utm: { source: 'newsletter' } });
  await catchUp(1);
  await f.record([{ type: 'ContactIdentified', data: { email: 'ana@acme.com', sessionId, firstName: 'Ana', lastName: null, source: 'track-contact' } }], { sessionId });
  await catchUp(1);

  const contacts = (await f.pool.query(`SELECT * FROM read_model.contacts WHERE $1 = ANY(session_ids)`, [sessionId])).rows;
  expect(contacts).toHaveLength(1);
  expect(contacts[0]).toMatchObject({
    email: 'ana@acme.com',
    first_name: 'Ana',
    anonymous: false,
    page_views: 2,
    events: 1,
    current_funnel_step: 'landing',
    utm_source: 'linkedin',
    utm_campaign: 'launch',
    last_utm_source: 'newsletter',
  });
});

it('folds an anonymous session into an existing contact, and counts the funnel step once', async () => {
  const email = 'raj@globex.com';
  await f.record([{ type: 'FunnelStepReached', data: { email, step: 'home', stepData: {} } }], { sessionId: 'session-raj-desk' });
  await f.record([{ type: 'FunnelStepReached', data: { email: null, step: 'home', stepData: {} } }], { sessionId: 'session-raj-phone' });
  await f.record([{ type: 'ContactIdentified', data: { email, sessionId: 'session-raj-phone', firstName: null, lastName: null, source: 'track-contact' } }], {
    sessionId: 'session-raj-phone',
  });
  await catchUp();
  const contact = await contactByEmail(email);
  expect(contact.session_ids.sort()).toEqual(['session-raj-desk', 'session-raj-phone']);
  expect(contact.events).toBe(2);
  const { rows } = await f.pool.query(`SELECT count(*)::int AS n FROM read_model.contacts WHERE 'session-raj-phone' = ANY(session_ids)`);
  expect(rows[0].n).toBe(1);
  const reached = await f.pool.query(`SELECT count(*)::int AS n FROM read_model.funnel_reached WHERE contact_id = $1 AND step = 'home'`, [contact.id]);
  expect(reached.rows[0].n).toBe(1);
});

it('keeps the furthest ordered step when steps arrive out of order; activity steps do not move it', async () => {
  const email = 'li@initech.com';
  for (const step of ['premium_checkout', 'home', 'features', 'landing', 'trial_checkout', 'premium_purchase_success'] as const) {
    await f.record([{ type: 'FunnelStepReached', data: { email, step, stepData: {} } }]);
  }
  await catchUp(2);
  expect((await contactByEmail(email)).current_funnel_step).toBe('premium_checkout');
});

it('lists a referred person as no contact until they act, then shows who referred them', async () => {
  const referral = (email: string, name: string) => ({
    type: 'ReferralSubmitted' as const,
    data: { submissionId: `s-${email}`, row: 1, referrer: { name: 'Priya Shah', email: 'priya@bright.com' }, referred: { name, email, title: 'VP Sales' as const, company: 'Vector' } },
  });
  await f.record([referral('marco@vector.io', 'Marco Diaz')]);
  await catchUp();
  expect(await contactByEmail('marco@vector.io')).toBeUndefined();

  // Marco comes back on his own, in a later batch; Lena was already a contact when she was referred.
  await f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId: 'session-marco-01' });
  await f.record([{ type: 'ContactIdentified', data: { email: 'marco@vector.io', sessionId: 'session-marco-01', firstName: null, lastName: null, source: 'track-contact' } }], {
    sessionId: 'session-marco-01',
  });
  await f.record([{ type: 'ContactIdentified', data: { email: 'lena@vector.io', sessionId: 'session-lena-001', firstName: 'Lena', lastName: null, source: 'track-contact' } }], {
    sessionId: 'session-lena-001',
  });
  await catchUp(1);
  await f.record([referral('lena@vector.io', 'Lena Okafor')]);
  await catchUp();
  expect(await contactByEmail('marco@vector.io')).toMatchObject({ first_name: 'Marco', last_name: 'Diaz', referrer_name: 'Priya Shah', referrer_email: 'priya@bright.com', page_views: 1 });
  expect(await contactByEmail('lena@vector.io')).toMatchObject({ first_name: 'Lena', last_name: null, referrer_name: 'Priya Shah' });
});

it('leaves bots out, dates by event time, and finds first and last touch by time whatever order sessions merge in', async () => {
  const email = 'order@acme.com';
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  // The phone's late-arriving page view is the earliest touch; the laptop's the latest.
  await f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId: 'session-order-lap', utm: { source: 'google' }, occurredAt: at(5) });
  await f.record([{ type: 'ContactIdentified', data: { email, sessionId: 'session-order-lap', firstName: null, lastName: null, source: 'track-contact' } }], {
    sessionId: 'session-order-lap',
    occurredAt: at(4),
  });
  await f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId: 'session-order-lap', utm: { source: 'newsletter' }, occurredAt: at(1) });
  await catchUp(1);
  await f.record([{ type: 'PageViewed', data: { path: '/x', title: null, referrer: null } }], { sessionId: 'session-order-bot', bot: true, utm: { source: 'spam' }, occurredAt: at(30) });
  await f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId: 'session-order-phone', referrerHost: 'news.site', occurredAt: at(20) });
  await f.record([{ type: 'ContactIdentified', data: { email, sessionId: 'session-order-phone', firstName: null, lastName: null, source: 'track-contact' } }], {
    sessionId: 'session-order-phone',
    occurredAt: at(2),
  });
  await catchUp(1);
  expect(await contactByEmail(email)).toMatchObject({
    utm_source: 'referral:news.site',
    last_utm_source: 'newsletter',
    created_at: new Date(at(20)),
    page_views: 3,
  });
  const bots = await f.pool.query(`SELECT count(*)::int AS n FROM read_model.contacts WHERE 'session-order-bot' = ANY(session_ids)`);
  expect(bots.rows[0].n).toBe(0);
});

it('keeps each touch a person made, with its time and the page view’s path, moving them when sessions merge', async () => {
  const email = 'touches@acme.com';
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const view = (path: string, sessionId: string, hoursAgo: number, meta: { utm?: Utm; referrerHost?: string; bot?: true } = {}) =>
    f.record([{ type: 'PageViewed', data: { path, title: null, referrer: null } }], { sessionId, occurredAt: at(hoursAgo), ...meta });
  await view('/pricing', 'session-touch-phone', 9, { referrerHost: 'news.example.org' });
  await view('/features', 'session-touch-phone', 8);
  await f.record([{ type: 'FunnelStepReached', data: { email: null, step: 'home', stepData: {} } }], {
    sessionId: 'session-touch-lap',
    occurredAt: at(3),
    utm: { source: 'newsletter', medium: 'email' },
  });
  await view('/landing', 'session-touch-lap', 2, { utm: { source: 'google', campaign: 'spring' } });
  await view('/landing', 'session-touch-lap', 1, { utm: { source: 'bot-source' }, bot: true });
  await catchUp(1);
  for (const sessionId of ['session-touch-phone', 'session-touch-lap']) {
    await f.record([{ type: 'ContactIdentified', data: { email, sessionId, firstName: null, lastName: null, source: 'track-contact' } }], { sessionId });
  }
  await catchUp(1);
  const contact = await contactByEmail(email);
  const { rows } = await f.pool.query(
    `SELECT contact_id::text, at, source, medium, campaign, landing_path FROM read_model.contact_touches
      WHERE contact_id = $1 OR contact_id IN (SELECT id FROM read_model.contacts WHERE session_ids && $2) ORDER BY at`,
    [contact.id, ['session-touch-phone', 'session-touch-lap']],
  );
  // A step's touch has no page; a view without a touch, and the bot's, are no touches.
  expect(rows).toEqual([
    { contact_id: contact.id, at: new Date(at(9)), source: 'referral:news.example.org', medium: null, campaign: null, landing_path: '/pricing' },
    { contact_id: contact.id, at: new Date(at(3)), source: 'newsletter', medium: 'email', campaign: null, landing_path: null },
    { contact_id: contact.id, at: new Date(at(2)), source: 'google', medium: null, campaign: 'spring', landing_path: '/landing' },
  ]);
});

it('keeps each time a person reached a step, at event time, bots left out, moving them when sessions merge', async () => {
  const email = 'times@acme.com';
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const step = (s: FunnelStep, sessionId: string, hoursAgo: number, bot = false) =>
    f.record([{ type: 'FunnelStepReached', data: { email: null, step: s, stepData: {} } }], { sessionId, occurredAt: at(hoursAgo), ...(bot ? { bot: true } : {}) });
  await step('home', 'session-times-phone', 9);
  await step('landing', 'session-times-phone', 8);
  await step('home', 'session-times-lap', 3);
  await step('home', 'session-times-lap', 3);
  await step('trial_checkout', 'session-times-lap', 2, true);
  await catchUp(1);
  for (const sessionId of ['session-times-phone', 'session-times-lap']) {
    await f.record([{ type: 'ContactIdentified', data: { email, sessionId, firstName: null, lastName: null, source: 'track-contact' } }], { sessionId, occurredAt: at(1) });
  }
  await catchUp(1);
  const contact = await contactByEmail(email);
  const { rows } = await f.pool.query<{ contact_id: string; step: string; at: Date }>(
    `SELECT t.contact_id::text, t.step, t.at FROM read_model.funnel_step_times t
      WHERE t.contact_id = $1 OR t.contact_id IN (SELECT id FROM read_model.contacts WHERE session_ids && $2) ORDER BY t.at`,
    [contact.id, ['session-times-phone', 'session-times-lap']],
  );
  // One row per distinct time: the second home at the same instant is the same arrival; the bot's checkout is no one's.
  expect(rows).toEqual([
    { contact_id: contact.id, step: 'home', at: new Date(at(9)) },
    { contact_id: contact.id, step: 'landing', at: new Date(at(8)) },
    { contact_id: contact.id, step: 'home', at: new Date(at(3)) },
  ]);
});

it('splits a session two people used at the second one’s identification, the same batch by batch as in one replay', async () => {
  const sessionId = 'session-shared-01';
  const view = (campaign: string) => f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId, utm: { source: 'linkedin', campaign } });
  const identify = (email: string) =>
    f.record([{ type: 'ContactIdentified', data: { email, sessionId, firstName: null, lastName: null, source: 'track-contact' } }], { sessionId });
  await view('x');
  await identify('ann@shared.io');
  await view('x');
  const [boFrom] = await identify('bo@shared.io');
  await view('y');
  const [annAgain] = await identify('ann@shared.io');
  await catchUp(1);

  const parts = async () =>
    (
      await f.pool.query(
        `SELECT c.email, s.from_position::text AS from, s.until_position::text AS until
           FROM read_model.contact_sessions s JOIN read_model.contacts c ON c.id = s.contact_id
          WHERE s.session_id = $1 ORDER BY s.from_transaction, s.from_position`,
        [sessionId],
      )
    ).rows;
  const positionOf = async (eventId: string) =>
    (await f.pool.query(`SELECT global_position::text AS p FROM event_store.events WHERE event_id = $1`, [eventId])).rows[0].p as string;
  const [bo, ann] = [await positionOf(boFrom), await positionOf(annAgain)];
  const split = await parts();
  expect(split).toEqual([
    { email: 'ann@shared.io', from: '0', until: bo },
    { email: 'bo@shared.io', from: bo, until: ann },
    { email: 'ann@shared.io', from: ann, until: null },
  ]);
  expect(await contactByEmail('ann@shared.io')).toMatchObject({ page_views: 2, utm_campaign: 'x', last_utm_campaign: 'x' });
  expect(await contactByEmail('bo@shared.io')).toMatchObject({ page_views: 1, utm_campaign: 'y', last_utm_campaign: 'y', session_ids: [sessionId] });

  await replay(f.pool, new EventReader(f.pool), projector, { batchSize: 100_000 });
  expect(await parts()).toEqual(split);
});

it('keeps identity’s own record of whose each address is, the same as the contacts show, batch by batch as in one replay', async () => {
  const addresses = async () => (await f.pool.query(`SELECT email, contact_id::text AS id FROM read_model.contact_addresses ORDER BY email`)).rows;
  const recorded = await addresses();
  expect(recorded.length).toBeGreaterThan(3);
  expect(recorded).toEqual((await f.pool.query(`SELECT email, id::text FROM read_model.contacts WHERE email IS NOT NULL ORDER BY email`)).rows);
  await replay(f.pool, new EventReader(f.pool), projector, { batchSize: 100_000 });
  expect(await addresses()).toEqual(recorded);
});

describe('aggregate tables', () => {
  const AGGREGATES = ['contact_counts', 'contact_emails', 'funnel_first_reached', 'funnel_step_daily', 'funnel_furthest_daily', 'contact_touch_counts', 'contact_touches', 'funnel_paths'];
  /** Every aggregate's rows, in a stable order. */
  const snapshot = async () =>
    Promise.all(AGGREGATES.map(async (name) => (await f.pool.query(`SELECT c.* FROM (${readModelContent(`read_model.${name}`)}) c ORDER BY c::text`)).rows));
  let projected: Awaited<ReturnType<typeof snapshot>>;

  /** Appends an event as recorded at `at`: the store stamps now(), and first arrivals need days of their own. */
  async function recordAt(at: string, event: PitchlensEvent, meta: { sessionId?: string; utm?: Utm } = {}): Promise<void> {
    const id = uuidv7();
    await f.pool.query(
      `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, schema_version, data, metadata, recorded_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7)`,
      [
        id,
        streams.standalone(id),
        event.type,
        EVENT_SCHEMA_VERSIONS[event.type],
        event.data,
        { correlationId: 'test', causationId: 'test', sessionId: meta.sessionId ?? null, ipHash: null, userAgent: null, utm: meta.utm ?? null },
        at,
      ],
    );
  }
  const reached = (step: FunnelStep, email: string | null = null): PitchlensEvent => ({ type: 'FunnelStepReached', data: { email, step, stepData: {} } });
  const identified = (email: string, sessionId: string): PitchlensEvent => ({
    type: 'ContactIdentified',
    data: { email, sessionId, firstName: null, lastName: null, source: 'track-contact' },
  });

  beforeAll(async () => {
    // A visitor from linkedin reaches home and landing; Bo, on another device from google, reaches home
    // and trial_checkout; then Bo identifies on the first device, so the visitor merges into Bo, and comes back to home.
    const one = { sessionId: 'session-agg-one' };
    await recordAt('2024-03-01T09:00:00Z', { type: 'PageViewed', data: { path: '/', title: null, referrer: null } }, { ...one, utm: { source: 'linkedin' } });
    await recordAt('2024-03-01T09:01:00Z', reached('home'), one);
    await recordAt('2024-03-02T09:00:00Z', reached('landing'), one);
    // Cy reaches home anonymously, then gives an address nobody has: the same contact gets it.
    await recordAt('2024-03-02T10:00:00Z', reached('home'), { sessionId: 'session-agg-three' });
    await recordAt('2024-03-03T09:00:00Z', reached('home', 'bo@agg.io'), { sessionId: 'session-agg-two', utm: { source: 'google' } });
    await recordAt('2024-03-04T09:00:00Z', reached('trial_checkout', 'bo@agg.io'), { sessionId: 'session-agg-two' });
    await recordAt('2024-03-05T09:00:00Z', identified('bo@agg.io', 'session-agg-one'), one);
    await recordAt('2024-03-05T09:01:00Z', reached('home'), one);
    await recordAt('2024-03-06T09:00:00Z', identified('cy@agg.io', 'session-agg-three'), { sessionId: 'session-agg-three' });
    await recordAt('2024-03-06T09:01:00Z', reached('features', 'cy@agg.io'), { sessionId: 'session-agg-three' });
    // Cy, already known by address, goes further: the search row follows the step.
    await recordAt('2024-03-07T09:00:00Z', reached('premium_checkout', 'cy@agg.io'), { sessionId: 'session-agg-three' });
    // One event per batch: the merge meets contacts and arrivals written by earlier batches.
    await catchUp(1);
    projected = await snapshot();
  });

  /** Rows of an aggregate from March 2024 (the events above), as arrays in day order. */
  const march = async (columns: string, table: string, day: string) =>
    (await f.pool.query({ text: `SELECT ${columns} FROM read_model.${table} WHERE ${day} BETWEEN '2024-03-01' AND '2024-03-31' ORDER BY ${day}, 1, 2`, rowMode: 'array' })).rows;

  it('moves a merged contact’s first arrivals to the contact it merged into, keeping the earliest day per step', async () => {
    const bo = await contactByEmail('bo@agg.io');
    const arrivals = await f.pool.query(`SELECT step, day::text FROM read_model.funnel_first_reached WHERE contact_id = $1 ORDER BY day`, [bo.id]);
    expect(arrivals.rows).toEqual([
      { step: 'home', day: '2024-03-01' },
      { step: 'landing', day: '2024-03-02' },
      { step: 'trial_checkout', day: '2024-03-04' },
    ]);
    // Bo's home on the 3rd and return on the 5th are not arrivals.
    expect(await march('day::text, step, contacts', 'funnel_step_daily', 'day')).toEqual([
      ['2024-03-01', 'home', 1],
      ['2024-03-02', 'home', 1],
      ['2024-03-02', 'landing', 1],
      ['2024-03-04', 'trial_checkout', 1],
      ['2024-03-06', 'features', 1],
      ['2024-03-07', 'premium_checkout', 1],
    ]);
    expect(await march('day::text, step, contacts', 'funnel_furthest_daily', 'day')).toEqual([
      ['2024-03-04', 'trial_checkout', 1],
      ['2024-03-07', 'premium_checkout', 1],
    ]);
    // Bo is counted once, from the visitor's first day and source; Cy once, identified.
    expect(await march('utm_source, step, anonymous, contacts', 'contact_counts', 'created_day')).toEqual([
      ['linkedin', 'trial_checkout', false, 1],
      ['', 'premium_checkout', false, 1],
    ]);
    const emails = await f.pool.query(
      `SELECT email, current_funnel_step AS step, created_at::text AS created FROM read_model.contact_emails WHERE email LIKE '%@agg.io' ORDER BY email`,
    );
    expect(emails.rows).toEqual([
      { email: 'bo@agg.io', step: 'trial_checkout', created: '2024-03-01 09:00:00+00' },
      { email: 'cy@agg.io', step: 'premium_checkout', created: '2024-03-02 10:00:00+00' },
    ]);
  });

  it('moves a merged contact’s touches with it, and counts each contact once by each field of its first and latest touch', async () => {
    const bo = await contactByEmail('bo@agg.io');
    const touches = await f.pool.query(`SELECT at::text, source FROM read_model.contact_touches WHERE contact_id = $1 ORDER BY at`, [bo.id]);
    expect(touches.rows).toEqual([
      { at: '2024-03-01 09:00:00+00', source: 'linkedin' },
      { at: '2024-03-03 09:00:00+00', source: 'google' },
    ]);
    // Bo from the visitor's first day: first touch linkedin, latest google; Cy without a touch.
    const counts = await march(`touch, dimension, value, contacts`, 'contact_touch_counts', 'created_day');
    expect(counts.filter(([, dimension]) => dimension === 'source')).toEqual([
      ['first', 'source', 'linkedin', 1],
      ['last', 'source', 'google', 1],
      ['first', 'source', '', 1],
      ['last', 'source', '', 1],
    ]);
    // A page view's UTM source with no medium: no medium, on both days.
    expect(counts.filter(([, dimension]) => dimension === 'medium')).toEqual([
      ['first', 'medium', '', 1],
      ['last', 'medium', '', 1],
      ['first', 'medium', '', 1],
      ['last', 'medium', '', 1],
    ]);
  });

  /** A migration by name, run through a runner that answers rows as TypeORM's does. */
  const migration = (name: string) => {
    const [found] = migrations.map((m) => new m()).filter((m) => m.name === name);
    const runner = { query: async (text: string, params?: unknown[]) => (await f.pool.query(text, params)).rows } as unknown as QueryRunner;
    return { up: () => found.up(runner), down: () => found.down(runner) };
  };

  /** The halves of the address search's table (migration 1732205800000), and whether each is logged. */
  const emailHalves = async () =>
    (await f.pool.query(`SELECT c.relname AS name, c.relpersistence AS persistence FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'read_model.contact_emails'::regclass ORDER BY 1`)).rows;
  const BOTH_HALVES = [
    { name: 'contact_emails_0', persistence: 'p' },
    { name: 'contact_emails_1', persistence: 'p' },
  ];

  it('equal a recount from scratch over contacts and funnel_reached', async () => {
    // The migration that made the tables fills them from those read models; the address search's is in halves
    // since, and its trigram index's pending list short.
    await migration('ContactAggregates1732190400000').down();
    await migration('ContactAggregates1732190400000').up();
    await migration('ContactEmailHalves1732205800000').up();
    await migration('AddressSearchPendingLimit1732210800000').up();
    expect(await snapshot()).toEqual(projected);
    expect(await emailHalves()).toEqual(BOTH_HALVES);
  });

  it('keep the address search in two halves by contact, with the rows and indexes it had, and back in one table', async () => {
    const indexes = async () =>
      (await f.pool.query(`SELECT regexp_replace(indexdef, 'INDEX \\S+ ON (ONLY )?\\S+ ', 'INDEX ON ') AS definition FROM pg_indexes WHERE tablename = 'contact_emails' ORDER BY 1`)).rows;
    const rows = async () => (await f.pool.query(`SELECT * FROM read_model.contact_emails ORDER BY contact_id`)).rows;
    const [split, kept] = [await indexes(), await rows()];
    expect(kept.length).toBeGreaterThan(0);
    await migration('ContactEmailHalves1732205800000').down();
    expect(await emailHalves()).toEqual([]);
    expect(await indexes()).toEqual(split);
    expect(await rows()).toEqual(kept);
    await migration('ContactEmailHalves1732205800000').up();
    expect(await emailHalves()).toEqual(BOTH_HALVES);
    expect(await indexes()).toEqual(split);
    expect(await rows()).toEqual(kept);
    // Each contact in one half only.
    const { rows: halves } = await f.pool.query(`SELECT (SELECT count(*) FROM read_model.contact_emails_0)::int + (SELECT count(*) FROM read_model.contact_emails_1)::int AS n`);
    expect(halves[0].n).toBe(kept.length);
  });

  it('keep the address search’s trigram index’s pending list short on both halves, which every search reads (migration 1732210800000)', async () => {
    const options = async () =>
      (
        await f.pool.query(
          `SELECT t.relname AS half, c.reloptions AS options FROM pg_inherits h JOIN pg_class t ON t.oid = h.inhrelid JOIN pg_index i ON i.indrelid = t.oid
             JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
            WHERE h.inhparent = 'read_model.contact_emails'::regclass AND a.amname = 'gin' ORDER BY 1`,
        )
      ).rows;
    const shortList = [
      { half: 'contact_emails_0', options: ['gin_pending_list_limit=512'] },
      { half: 'contact_emails_1', options: ['gin_pending_list_limit=512'] },
    ];
    expect(await options()).toEqual(shortList);
    await migration('AddressSearchPendingLimit1732210800000').down();
    expect(await options()).toEqual(shortList.map(({ half }) => ({ half, options: null })));
    await migration('AddressSearchPendingLimit1732210800000').up();
    expect(await options()).toEqual(shortList);
  });

  it('keep one path row per contact: a merged contact’s step times and touches join the one it merged into, in time order', async () => {
    const ms = (iso: string) => String(Date.parse(iso));
    const bo = await contactByEmail('bo@agg.io');
    const { rows } = await f.pool.query(
      `SELECT contact_id::text, at_home, at_landing, at_trial_checkout, at_premium_checkout, touch_at, touch_source FROM read_model.funnel_paths
        WHERE contact_id = $1 OR (contact_id NOT IN (SELECT id FROM read_model.contacts) AND ${FUNNEL_PATHS_CONTENT.where})`,
      [bo.id],
    );
    expect(rows).toEqual([
      {
        contact_id: bo.id,
        at_home: [ms('2024-03-01T09:01:00Z'), ms('2024-03-03T09:00:00Z'), ms('2024-03-05T09:01:00Z')],
        at_landing: [ms('2024-03-02T09:00:00Z')],
        at_trial_checkout: [ms('2024-03-04T09:00:00Z')],
        at_premium_checkout: null,
        touch_at: [ms('2024-03-01T09:00:00Z'), ms('2024-03-03T09:00:00Z')],
        touch_source: ['linkedin', 'google'],
      },
    ]);
  });

  it('keep funnel_paths equal to a summary from scratch of the step times and touches', async () => {
    // The migration that made the table fills it from those two.
    const [migration] = migrations.map((m) => new m()).filter((m) => m.name === 'FunnelPaths1732191600000');
    const runner = { query: (text: string) => f.pool.query(text) } as unknown as QueryRunner;
    await migration.down(runner);
    await migration.up(runner);
    expect(await snapshot()).toEqual(projected);
  });

  it('keep the funnel’s unique pairs keyed by contact first, with no index of their own on it, however an earlier replay named them', async () => {
    const [migration] = migrations.map((m) => new m()).filter((m) => m.name === 'FunnelReachedByContact1732199800000');
    const runner = { query: async (text: string, params?: unknown[]) => (await f.pool.query(text, params)).rows } as unknown as QueryRunner;
    const pairs = async () => (await f.pool.query(`SELECT * FROM read_model.funnel_reached ORDER BY contact_id, day, step, utm_source`)).rows;
    const before = await pairs();
    await migration.down(runner);
    // As a swap of the build before left them: named after the shadow table.
    await f.pool.query(`ALTER INDEX read_model.funnel_reached_pkey RENAME TO funnel_reached__replay_pkey`);
    await f.pool.query(`ALTER INDEX read_model.funnel_reached_contact RENAME TO funnel_reached__replay_contact_id_idx`);
    await migration.up(runner);
    const { rows } = await f.pool.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'read_model' AND tablename = 'funnel_reached'`);
    expect(rows).toEqual([{ indexdef: 'CREATE UNIQUE INDEX funnel_reached_pkey ON read_model.funnel_reached USING btree (contact_id, day, step, utm_source)' }]);
    expect(before.length).toBeGreaterThan(0);
    expect(await pairs()).toEqual(before);
  });

  it('keep the step times keyed by contact alone, with no index on the step, however an earlier replay named it', async () => {
    const [migration] = migrations.map((m) => new m()).filter((m) => m.name === 'StepTimesByContact1732201800000');
    const runner = { query: async (text: string, params?: unknown[]) => (await f.pool.query(text, params)).rows } as unknown as QueryRunner;
    const indexes = async () => (await f.pool.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'read_model' AND tablename = 'funnel_step_times'`)).rows;
    const key = [{ indexdef: 'CREATE UNIQUE INDEX funnel_step_times_pkey ON read_model.funnel_step_times USING btree (contact_id, step, at)' }];
    expect(await indexes()).toEqual(key);
    await migration.down(runner);
    // As a swap of an earlier build left it: named after the shadow table.
    await f.pool.query(`ALTER INDEX read_model.funnel_step_times_entry RENAME TO funnel_step_times__replay_step_at_idx`);
    expect(await indexes()).toHaveLength(2);
    await migration.up(runner);
    expect(await indexes()).toEqual(key);
  });

  it('hold each contact’s created time in the list’s default order, however an earlier replay named it (migration 1732211800000)', async () => {
    const [migration] = migrations.map((m) => new m()).filter((m) => m.name === 'ContactOrderCreated1732211800000');
    const runner = { query: async (text: string, params?: unknown[]) => (await f.pool.query(text, params)).rows } as unknown as QueryRunner;
    const order = async () =>
      (await f.pool.query<{ name: string; definition: string }>(`SELECT indexname AS name, split_part(indexdef, ' USING btree ', 2) AS definition FROM pg_indexes WHERE tablename = 'contacts' AND indexdef LIKE '%(last_activity DESC, id DESC)%'`)).rows;
    const created = '(last_activity DESC, id DESC) INCLUDE (anonymous, created_at)';
    expect((await order()).map((index) => index.definition)).toEqual([created]);
    await migration.down(runner);
    const [before] = await order();
    expect(before.definition).toBe('(last_activity DESC, id DESC) INCLUDE (anonymous)');
    // As a swap of an earlier build left it: named after the shadow table.
    await f.pool.query(`ALTER INDEX read_model.${before.name} RENAME TO contacts__replay_last_activity_id_anonymous_idx`);
    await migration.up(runner);
    expect(await order()).toEqual([{ name: 'contacts_last_activity_id', definition: created }]);
  });

  it('come out the same when a replay applies the whole log in one batch, with the same indexes, named after the live tables', async () => {
    // A migration's index names are its own; the replay's are Postgres's, made from the live table's name.
    const indexes = async () =>
      (await f.pool.query(`SELECT regexp_replace(indexdef, 'INDEX \\S+ ', 'INDEX ') AS definition FROM pg_indexes WHERE schemaname = 'read_model' ORDER BY 1`)).rows;
    const named = async () => (await f.pool.query(`SELECT indexname, tablename FROM pg_indexes WHERE schemaname = 'read_model'`)).rows;
    const before = await indexes();
    await replay(f.pool, new EventReader(f.pool), projector, { batchSize: 100_000 });
    expect(await snapshot()).toEqual(projected);
    expect(await indexes()).toEqual(before);
    for (const { indexname, tablename } of await named()) expect(`${tablename}: ${indexname}`).not.toContain('__replay');
    // A partitioned table comes back partitioned the same way, its partitions logged and under their live names.
    expect(await emailHalves()).toEqual(BOTH_HALVES);
  });
});
