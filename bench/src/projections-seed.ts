/**
 * Writes the planned log into event_store.events as the API and the payments
 * reactor would have written it (same streams, shapes, metadata), with
 * recorded_at set to the planned times. Chunks go in one after another, each
 * its own transaction, so transaction ids rise with positions and with time:
 * the projectors read in (transaction id, position) order, which is then
 * also time order.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { callMetadata, CATALOGUE, factMetadata, type EventMetadata } from '@pitchlens/contracts';
import { personStreams } from '@pitchlens/event-store';
import { FLAG_EMAIL, FLAG_ENTRY, FLAG_UTM, isStripeKind, KINDS, type Kind } from './projections-seed-columns';
import { ACTIVITY_STEPS, DOWNLOAD_TYPES, IDENTIFICATION_SOURCES, mulberry32, ORDERED_STEPS, PAGES, planSeed, UTMS, type SeedPlan, type SeedTargets } from './projections-seed-plan';
import { StripeFacts } from './projections-seed-stripe-facts';
import { SUBSCRIPTION_PLANS, TRIALS_DUE_DAYS, type SubscriptionStatus } from './projections-seed-stripe-plan';

/** Rows per INSERT; an append's events are never split across two. */
const CHUNK = 10_000;
const SITE = 'https://pitchlens.com';

export interface SeedResult {
  events: number;
  byType: Record<Kind, number>;
  sessions: number;
  identifiedSessions: number;
  referralSubmissions: number;
  referredPeople: number;
  /** Subscriptions by their status at the log's end. */
  subscriptions: Record<SubscriptionStatus, number>;
  /** Trials still on at the log's end (`from`) that end within `days` of it: the revenue report's trials due then. */
  trialsDue: { from: string; days: number; trials: number };
  planSeconds: number;
  insertSeconds: number;
  eventsPerSec: number;
  firstRecordedAt: string;
  lastRecordedAt: string;
}

interface Row {
  i: string;
  s: string;
  p: number;
  t: Kind;
  d: unknown;
  m: EventMetadata;
  r: string;
}

const INSERT = `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, metadata, recorded_at)
  SELECT (r->>'i')::uuid, r->>'s', (r->>'p')::int, r->>'t', r->'d', r->'m', (r->>'r')::timestamptz
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS rows(r, n)
   ORDER BY n`;

export async function seedEvents(url: string, targets: SeedTargets, log: (line: string) => void): Promise<SeedResult> {
  const planned = performance.now();
  // An hour back, so every seeded event is older than anything the API appends later.
  const plan = planSeed(targets, Date.now() - 3_600_000);
  const planSeconds = (performance.now() - planned) / 1000;
  log(`planned ${plan.order.length.toLocaleString('en-US')} events in ${planSeconds.toFixed(1)} s; inserting`);

  const client = new Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    const rows = new RowWriter(plan);
    let pending: Promise<unknown> = Promise.resolve();
    let chunk: Row[] = [];
    let lastGroup = -1;
    let sent = 0;
    for (const i of plan.order) {
      const group = plan.events.group[i];
      if (chunk.length >= CHUNK && group !== lastGroup) {
        // One insert in flight while the next chunk is built.
        await pending;
        pending = client.query(INSERT, [JSON.stringify(chunk)]);
        sent += chunk.length;
        if (sent % 100_000 < CHUNK) log(`  ${sent.toLocaleString('en-US')} events sent`);
        chunk = [];
      }
      chunk.push(rows.row(i));
      lastGroup = group;
    }
    await pending;
    if (chunk.length > 0) await client.query(INSERT, [JSON.stringify(chunk)]);
  } finally {
    await client.end();
  }
  const insertSeconds = (performance.now() - started) / 1000;
  const { events, order, submissions } = plan;
  return {
    events: order.length,
    byType: plan.countByKind,
    sessions: targets.sessions,
    identifiedSessions: targets.identified,
    referralSubmissions: submissions.length,
    referredPeople: plan.submissionOfPerson.length,
    subscriptions: plan.stripe.byStatus,
    trialsDue: { from: new Date(plan.windowEnd).toISOString(), days: TRIALS_DUE_DAYS, trials: plan.stripe.trialsDue },
    planSeconds,
    insertSeconds,
    eventsPerSec: Math.round(order.length / insertSeconds),
    firstRecordedAt: new Date(events.at[order[0]]).toISOString(),
    lastRecordedAt: new Date(events.at[order[order.length - 1]]).toISOString(),
  };
}

/** Builds each event's row, in log order (it keeps per-stream positions and each visitor's last page). */
class RowWriter {
  private readonly positions: Int32Array;
  private readonly lastPage: Int16Array;
  private readonly sessionIds: string[];
  private readonly ipHashes: string[];
  private readonly stripe: StripeFacts;
  private group = -1;
  private correlationId = '';
  private groupEventId = '';

  constructor(private readonly plan: SeedPlan) {
    const sessions = plan.targets.sessions;
    this.positions = new Int32Array(sessions);
    this.lastPage = new Int16Array(sessions).fill(-1);
    const random = mulberry32(7);
    const hex = (chars: number) => Array.from({ length: chars }, () => Math.floor(random() * 16).toString(16)).join('');
    // Session ids as the site's client makes them; ip hashes as the API's keyed hash looks.
    this.sessionIds = Array.from({ length: sessions }, () => Buffer.from(hex(24), 'hex').toString('base64url'));
    this.ipHashes = Array.from({ length: sessions }, () => hex(32));
    this.stripe = new StripeFacts(plan);
  }

  row(i: number): Row {
    const { events, utm: utmOf } = this.plan;
    const s = events.session[i];
    const kind = KINDS[events.kind[i]];
    const arg = events.arg[i];
    const flags = events.flags[i];
    const at = events.at[i];
    const eventId = uuidv7({ msecs: at });
    if (events.group[i] !== this.group) {
      this.group = events.group[i];
      this.correlationId = randomUUID();
      this.groupEventId = eventId;
    }
    const sessionId = this.sessionIds[s];
    const recordedAt = new Date(at).toISOString();
    if (isStripeKind(kind)) {
      // The payments reactor's record, credited to the buying session; the Stripe delivery it follows from is not seeded.
      const fact = this.stripe.fact(i, kind, this.plan.identified[s] ? person(s).email : null);
      const metadata = factMetadata({ correlationId: this.correlationId, causationId: this.correlationId, sessionId, occurredAt: fact.occurredAt });
      return { i: eventId, s: fact.streamId, p: fact.position, t: kind, d: fact.data, m: metadata, r: recordedAt };
    }
    const utm = flags & FLAG_UTM ? UTMS[utmOf[s]] : null;
    const metadata = callMetadata({
      requestId: this.correlationId,
      sessionId,
      ipHash: this.ipHashes[s],
      userAgent: USER_AGENTS[s % USER_AGENTS.length],
      utm: kind === 'ReferralSubmitted' ? null : utm,
      bot: false,
      referrerHost: null,
    });
    const email = flags & FLAG_EMAIL || kind === 'ContactIdentified' || kind === 'BreakdownEmailRequested' ? person(s) : null;
    let streamId = `visitor-${sessionId}`;
    let data: unknown;
    switch (kind) {
      case 'PageViewed': {
        const previous = this.lastPage[s];
        this.lastPage[s] = arg;
        const referrer = flags & FLAG_ENTRY ? entryReferrer(utm?.source, s) : previous >= 0 ? `${SITE}${PAGES[previous]}` : null;
        data = { path: PAGES[arg], title: titleOf(PAGES[arg]), referrer };
        break;
      }
      case 'FunnelStepReached': {
        const step = arg < ORDERED_STEPS.length ? ORDERED_STEPS[arg] : ACTIVITY_STEPS[arg - ORDERED_STEPS.length];
        data = { email: email?.email ?? null, step, stepData: stepDataOf(step, s, this.plan.stripe.plan[s]) };
        break;
      }
      case 'ContactIdentified': {
        const source = IDENTIFICATION_SOURCES[arg];
        const { email: address, firstName, lastName } = person(s);
        data = { email: address, sessionId, firstName, lastName: source === 'breakdown-request' ? null : lastName, source };
        break;
      }
      case 'FileDownloaded':
        data = { email: email?.email ?? null, downloadType: DOWNLOAD_TYPES[arg] };
        break;
      case 'BreakdownEmailRequested':
        data = { email: person(s).email, firstName: person(s).firstName };
        break;
      case 'ReferralSubmitted': {
        const submission = this.plan.submissions[this.plan.submissionOfPerson[arg]];
        const referrer = person(s);
        const referred = referredPerson(arg);
        // The API names one referred person's stream by their hashed address: a person is referred once.
        streamId = personStreams.referredPerson(referred.email);
        data = {
          // The API uses the submission call's event id, which is its ContactIdentified's.
          submissionId: this.groupEventId,
          row: arg - submission.firstPerson + 1,
          referrer: { name: `${referrer.firstName} ${referrer.lastName}`, email: referrer.email },
          referred,
        };
        break;
      }
    }
    const position = kind === 'ReferralSubmitted' ? 1 : ++this.positions[s];
    return { i: eventId, s: streamId, p: position, t: kind, d: data, m: metadata, r: recordedAt };
  }
}

const FIRST_NAMES = ['Dana', 'Sam', 'Lee', 'Kim', 'Alex', 'Jordan', 'Priya', 'Mateo', 'Aisha', 'Chen', 'Olga', 'Tomás', 'Nia', 'Ravi', 'Emma', 'Yusuf', 'Hana', 'Lucas', 'Zoe', 'Marek'];
const LAST_NAMES = ['Kowalski', 'Nguyen', 'Okafor', 'Smith', 'García', 'Rossi', 'Müller', 'Tanaka', 'Patel', 'Johansson', 'Dubois', 'Haddad', 'Silva', 'Novak', 'Brown', 'Ivanova', 'Khan', 'Lopez', 'Park', 'Walsh'];
const DOMAINS = ['acme.io', 'northwind.com', 'contoso.com', 'globex.co', 'initech.com', 'umbrella-sales.com', 'hooli.io', 'vandelay.com', 'soylent.co', 'stark-industries.com', 'wayne-ent.com', 'cyberdyne.io'];
const TITLES = ['Sales Enablement Leader', 'Sales Manager', 'VP Sales', 'Sales Director', 'Chief Revenue Officer'];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
];

/** The person behind identified session `s`; the session index keeps every address unique. */
function person(s: number): { email: string; firstName: string; lastName: string } {
  const firstName = FIRST_NAMES[(s * 7) % FIRST_NAMES.length];
  const lastName = LAST_NAMES[(s * 13) % LAST_NAMES.length];
  return { email: ascii(`${firstName}.${lastName}.${s}@${DOMAINS[(s * 17) % DOMAINS.length]}`), firstName, lastName };
}

/** Referred person `p`: an address of its own, never one of an identified session ("r" in it). */
function referredPerson(p: number): { name: string; email: string; title: string; company: string } {
  const first = FIRST_NAMES[(p * 11) % FIRST_NAMES.length];
  const last = LAST_NAMES[(p * 3) % LAST_NAMES.length];
  const domain = DOMAINS[(p * 5) % DOMAINS.length];
  const company = domain.split('.')[0].replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return { name: `${first} ${last}`, email: ascii(`${first}.${last}.r${p}@${domain}`), title: TITLES[p % TITLES.length], company };
}

function ascii(email: string): string {
  return email.normalize('NFD').replace(/[^\x20-\x7e]/g, '').toLowerCase();
}

function entryReferrer(source: string | undefined, s: number): string | null {
  if (source === 'google' || (!source && s % 3 === 0)) return 'https://www.google.com/';
  if (source === 'linkedin') return 'https://www.linkedin.com/';
  if (source === 'twitter') return 'https://t.co/';
  if (source === 'g2') return 'https://www.g2.com/';
  return null;
}

function titleOf(path: string): string {
  if (path === '/') return 'Pitchlens: coaching from your sales calls';
  const words = path.split('/').filter(Boolean).at(-1) ?? '';
  return `${words.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase())} | Pitchlens`;
}

/** `subscription`: the session's plan (SUBSCRIPTION_PLANS), which a premium purchase's success page tells. */
function stepDataOf(step: string, s: number, subscription: number): Record<string, unknown> {
  if (step === 'premium_purchase_success') {
    const plan = SUBSCRIPTION_PLANS[subscription];
    return { productType: 'premium', billingCycle: plan === 'premium_yearly' ? 'yearly' : 'monthly', amount: CATALOGUE[plan].amountCents / 100 };
  }
  if (step === 'trial_signup_success') return { productType: 'trial' };
  if (step === 'landing') return { variant: s % 2 ? 'a' : 'b' };
  return {};
}
