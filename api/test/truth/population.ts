import { v7 as uuidv7 } from 'uuid';
import { planCheckouts, type CheckoutPlan } from './checkout-plan';
import { buildJourney, utmFields, type Identity, type JourneyContext, type PlannedCall } from './journey';
import { Random } from './random';
import { sharedBrowserCalls, type SharedBrowser } from './shared-browser';

/**
 * Who visits: people (a real address, one to three devices, not every device
 * naming them), two people sharing one browser, anonymous visitors, bots,
 * referred people who come later, and the buyers. Everything is drawn from
 * the seed.
 */

export interface Job {
  calls: PlannedCall[];
  /** Every call at once: one person's devices racing each other. */
  concurrent: boolean;
  /** Whose each act is depends on the order of arrival (a shared browser): sent as planned, never shuffled. */
  keepOrder?: true;
}

export interface Plan {
  /** Phase 1: everyone's browsing; phase 2: the people referral forms named, now acting themselves. */
  phases: Job[][];
  checkouts: CheckoutPlan[];
  people: number;
  sessions: number;
  sharedBrowsers: number;
}

const HOUR = 3_600_000;
export const HUMAN_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
];
const BOT_AGENTS = [
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
  'curl/8.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
];
const FIRST = ['ana', 'ben', 'chloe', 'dev', 'emma', 'farid', 'gina', 'hugo', 'ines', 'jon', 'kira', 'liam', 'mona', 'nils', 'olga', 'priya'];
const LAST = ['lee', 'shah', 'park', 'gomez', 'novak', 'okafor', 'rossi', 'smith', 'tanaka', 'weber'];
const DOMAINS = ['acme-1.com', 'acme-2.com', 'globex.io', 'initech.com', 'umbrella.co', 'gmail.com'];

/** Mixed case, as people type; the truth compares addresses lower-cased. */
const typed = (rng: Random, email: string) => (rng.chance(0.25) ? email.replace(/^./, (c) => c.toUpperCase()).replace(/@(.)/, (_m, c: string) => `@${c.toUpperCase()}`) : email);

export function buildPlan(seed: number, sessionTarget: number, now: number, ownHost: string, siteHost: string): Plan {
  const rng = new Random(seed);
  let sessions = 0;
  const newSession = () => `s-${seed.toString(36)}-${(sessions++).toString(36)}-${rng.token(5)}`;
  const todayStart = now - (now % 86_400_000);
  const startTime = () =>
    rng.chance(0.3) && now - todayStart > 3 * HOUR ? rng.int(todayStart + 60_000, now - 2 * HOUR) : rng.int(now - 64 * HOUR, now - 2 * HOUR);
  const referred: string[] = [];
  let referredCount = 0;
  const ctx = (userAgent: string): JourneyContext => ({
    rng, now, ownHost, siteHost, userAgent,
    newReferred: () => {
      const address = `lead${referredCount++}-${seed.toString(36)}@${rng.pick(DOMAINS.filter((d) => d !== 'gmail.com'))}`;
      referred.push(address);
      return address;
    },
  });
  const phase1: Job[] = [];
  const personIds = new Map<string, { identity: Identity; sessions: string[] }>();
  const person = (address: string, devices: number): { identity: Identity; sessions: string[]; jobs: Job[] } => {
    const identity = { sendAs: typed(rng, address), name: `${address.split(/[.@-]/)[0]} ${rng.pick(LAST)}` };
    const ids = Array.from({ length: devices }, newSession);
    const jobs = ids.map((id, i) => ({ calls: buildJourney(ctx(rng.pick(HUMAN_AGENTS)), id, startTime(), i === 0 || rng.chance(0.75) ? identity : null, null), concurrent: false }));
    if (rng.chance(0.05)) {
      // A call that names the person by address only, from no session.
      const at = rng.int(now - 60 * HOUR, now - HOUR);
      jobs[0].calls.push({
        route: '/api/track-funnel-step', body: { step: 'features', email: identity.sendAs, occurredAt: new Date(at).toISOString(), eventId: uuidv7() },
        userAgent: rng.pick(HUMAN_AGENTS), accepted: true, retry: 'none', exactAt: at,
        record: { kind: 'step', step: 'features', sessionId: null, email: identity.sendAs, bot: false },
      });
    }
    personIds.set(address, { identity, sessions: ids });
    // Now and then one person's devices all send at once.
    return { identity, sessions: ids, jobs: devices > 1 && rng.chance(0.15) ? [{ calls: jobs.flatMap((j) => j.calls), concurrent: true }] : jobs };
  };
  const peopleTarget = Math.round(sessionTarget * 0.4);
  for (let p = 0; p < peopleTarget; p++) {
    const address = `${rng.pick(FIRST)}${rng.chance(0.15) ? '_' : '.'}${rng.pick(LAST)}${p}@${rng.pick(DOMAINS)}`;
    phase1.push(...person(address, Number(rng.weighted({ 1: 80, 2: 15, 3: 5 }))).jobs);
  }
  // A few percent of sessions are a browser two people share, each person also on devices of their own.
  const sharers = rng.shuffle([...personIds.values()]);
  const shared: SharedBrowser[] = [];
  for (let i = Math.round(sessionTarget * 0.03); i > 0 && sharers.length >= 2; i--) {
    const [first, second] = [sharers.pop(), sharers.pop()] as { identity: Identity }[];
    const browser = { sessionId: newSession(), first: first.identity, second: second.identity, switchedBack: rng.chance(0.4) };
    shared.push(browser);
    phase1.push({ calls: sharedBrowserCalls(ctx(rng.pick(HUMAN_AGENTS)), browser, rng.int(now - 60 * HOUR, now - 30 * HOUR)), concurrent: false, keepOrder: true });
  }
  const anonymous: string[] = [];
  while (sessions < sessionTarget) {
    const id = newSession();
    anonymous.push(id);
    const alias = rng.chance(0.03) ? `alias${sessions}@example.com` : null;
    phase1.push({ calls: buildJourney(ctx(rng.pick(HUMAN_AGENTS)), id, startTime(), null, alias), concurrent: false });
  }
  const phase2 = referred.filter(() => rng.chance(0.6)).flatMap((address) => person(address, rng.chance(0.8) ? 1 : 2).jobs);
  const humanCalls = [...phase1, ...phase2].reduce((n, j) => n + j.calls.length, 0);
  for (let botCalls = 0; botCalls < humanCalls * 0.03; ) {
    const id = `bot-${newSession()}`;
    const calls = buildJourney(ctx(rng.pick(BOT_AGENTS)), id, startTime(), null, null);
    if (rng.chance(0.2)) {
      // A bot filling the contact form: recorded, yet no contact.
      const { exactAt, userAgent } = calls[calls.length - 1];
      const body = { email: `crawler${sessions}@spam-farm.net`, sessionId: id, eventId: uuidv7(), ...(exactAt === null ? {} : { occurredAt: new Date(exactAt + 5_000).toISOString() }) };
      calls.push({
        route: '/api/track-contact', body, userAgent, accepted: true, retry: 'none', exactAt: exactAt === null ? null : exactAt + 5_000,
        record: { kind: 'contact', sessionId: id, email: body.email, bot: true },
      });
    }
    for (const call of calls) call.record = { ...call.record, bot: true };
    botCalls += calls.length;
    phase1.push({ calls, concurrent: false });
  }
  for (const job of [...phase1, ...phase2]) {
    for (const call of job.calls) if (rng.chance(0.05)) call.retry = rng.chance(0.6) ? 'again' : 'race';
    if (!job.concurrent && !job.keepOrder && rng.chance(0.1)) rng.shuffle(job.calls); // late arrivals: event time is not arrival order
    if (rng.chance(0.03)) job.calls.push(refused(rng, job.calls[0]?.body.sessionId as string | undefined));
  }
  const checkouts = planCheckouts(rng, [...personIds.values()], anonymous, shared, DOMAINS);
  return { phases: [rng.shuffle(phase1), rng.shuffle(phase2)], checkouts, people: personIds.size, sessions, sharedBrowsers: shared.length };
}

/** A call the rules refuse: no session and no real address, or a bad field. */
function refused(rng: Random, sessionId = 'session-refused-1'): PlannedCall {
  const variants: [PlannedCall['route'], Record<string, unknown>][] = [
    ['/api/track-page-view', { path: '/pricing', ...utmFields(rng) }],
    ['/api/track-funnel-step', { step: 'landing' }],
    ['/api/track-download', { downloadType: 'pitch-breakdown' }],
    ['/api/track-funnel-step', { step: 'warp_drive', sessionId }],
    ['/api/track-page-view', { path: 'pricing', sessionId }],
    ['/api/track-page-view', { path: '/', sessionId: 'x!' }],
    ['/api/track-funnel-step', { step: 'home', sessionId, email: 'not-an-address' }],
    ['/api/track-download', { downloadType: 'pitch-breakdown', sessionId, eventId: 'not-a-uuid' }],
  ];
  const [route, body] = rng.pick(variants);
  const record = { kind: 'step' as const, sessionId: null, email: null, bot: false };
  return { route, body: { eventId: uuidv7(), ...body }, userAgent: HUMAN_AGENTS[0], accepted: false, retry: 'none', exactAt: null, record };
}
