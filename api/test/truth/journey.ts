import { ACTIVITY_FUNNEL_STEPS, ORDERED_FUNNEL_STEPS, placeholderEmailFor, type FunnelStep, type OrderedFunnelStep } from '@pitchlens/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Random } from './random';
import type { RecordedCall, Referral } from './truth-model';

/** One browser session's calls, in the order of their event times: what the site's pages send. */

export type TrackRoute =
  | '/api/track-page-view'
  | '/api/track-funnel-step'
  | '/api/track-contact'
  | '/api/track-download'
  | '/api/send-breakdown-email'
  | '/api/referrals/submit';

export interface PlannedCall {
  route: TrackRoute;
  body: Record<string, unknown>;
  userAgent: string;
  /** What the rules answer: recorded (2xx) or refused (400, nothing recorded). */
  accepted: boolean;
  /** A retry sends the same body (same eventId) again, after the first answer or racing it. */
  retry: 'none' | 'again' | 'race';
  record: Omit<RecordedCall, 'at' | 'seq'>;
  /** The client time the server keeps; null when it must fall back to the arrival time. */
  exactAt: number | null;
  referral?: Omit<Referral, 'at'>;
}

export interface Identity {
  /** As the person types it (case varies); the truth normalises it. */
  sendAs: string;
  name: string;
}

export interface JourneyContext {
  rng: Random;
  now: number;
  ownHost: string;
  /** SITE_URL's host:port: the site itself, also when a referrer names it with `www.`. */
  siteHost: string;
  userAgent: string;
  /** Fresh company addresses for the people a referral form names. */
  newReferred: () => string;
}

const HOUR = 3_600_000;
const PATH_OF: Record<FunnelStep, string> = {
  home: '/', landing: '/landing', breakdown_download: '/breakdown', trial_checkout: '/trial', premium_checkout: '/premium',
  framework_session: '/framework-session', completed: '/welcome', features: '/features', partner_landing: '/partners',
  premium_purchase_success: '/premium/success', trial_signup_success: '/trial/success', pitchlens_vs_gong: '/pitchlens-vs-gong',
};
const SOURCES: Record<string, string> = { newsletter: 'email', google: 'cpc', linkedin: 'social', partner: 'referral', twitter: 'social', podcast: 'audio' };
const CAMPAIGNS = ['spring-launch', 'founder-offer', 'webinar-oct', 'gong-compare'];
const EXTERNAL = ['https://www.google.com/search?q=x', 'https://www.linkedin.com/feed/', 'https://news.ycombinator.com/item?id=1', 'https://WWW.Bing.com/search?q=sales', 'https://t.co/abc'];
const TITLES = ['VP Sales', 'Sales Manager', 'Chief Revenue Officer'];

export function utmFields(rng: Random): Record<string, string> {
  const source = rng.pick(Object.keys(SOURCES));
  const utm: Record<string, string> = { utmSource: source, utmMedium: SOURCES[source] };
  if (rng.chance(0.75)) utm.utmCampaign = rng.pick(CAMPAIGNS);
  // Rarely a link without utm_source: still a touch, of source null.
  if (rng.chance(0.03)) delete utm.utmSource;
  return utm;
}

/** Keeps client times some seconds off UTC midnight: no day bucket may hinge on a rounding or a skew. */
export const offMidnight = (ms: number): number => (Math.abs(((ms + 43_200_000) % 86_400_000) - 43_200_000) < 15_000 ? ms + 40_000 : ms);

export function buildJourney(ctx: JourneyContext, sessionId: string, start: number, identity: Identity | null, anonymousAlias: string | null): PlannedCall[] {
  const { rng } = ctx;
  const calls: PlannedCall[] = [];
  let t = start;
  const add = (route: TrackRoute, body: Record<string, unknown>, record: Omit<RecordedCall, 'at' | 'bot' | 'sessionId' | 'email' | 'seq'>, email: string | null = null) => {
    t = offMidnight(t + rng.int(20_000, 480_000) + rng.int(0, 999));
    const call: PlannedCall = {
      route, body: { ...body, eventId: uuidv7() }, userAgent: ctx.userAgent, accepted: true, retry: 'none',
      record: { ...record, sessionId: (body.sessionId as string | undefined) ?? sessionId, email, bot: false }, exactAt: t,
    };
    calls.push(call);
    return call;
  };
  const view = (path: string, extra: Record<string, unknown> = {}) =>
    add('/api/track-page-view', { path, title: path, sessionId, ...extra }, { kind: 'pageView', path, referrer: extra.referrer as string | undefined, utm: pick(extra) });
  const step = (s: FunnelStep, extra: Record<string, unknown> = {}) => add('/api/track-funnel-step', { step: s, sessionId, ...extra }, { kind: 'step', step: s, utm: pick(extra) });

  // The landing: a campaign link, a link from another site, a link from our own pages (`www.` is still ours), or typed in.
  const entry = rng.weighted({ utm: 35, external: 20, internal: 7, ownWww: 3, direct: 35 });
  const entryPath = rng.pick(['/', '/landing', '/features', '/pricing', '/partners']);
  if (entry === 'utm') view(entryPath, utmFields(rng));
  else if (entry === 'external') view(entryPath, { referrer: rng.pick(EXTERNAL) });
  else if (entry === 'internal') view(entryPath, { referrer: `http://${ctx.ownHost}/pricing` });
  else if (entry === 'ownWww') view(entryPath, { referrer: rng.pick([`http://www.${ctx.siteHost}/pricing`, `https://WWW.${ctx.siteHost.toUpperCase()}/`]) });
  else view(entryPath);

  const target = rng.weighted({ none: 10, home: 30, landing: 25, breakdown_download: 15, trial_checkout: 8, premium_checkout: 7, framework_session: 5 });
  const targetRank = ORDERED_FUNNEL_STEPS.indexOf(target as OrderedFunnelStep);
  for (let r = 0; r <= targetRank; r++) {
    const s = ORDERED_FUNNEL_STEPS[r];
    if (s !== target && rng.chance(0.3)) continue;
    if (rng.chance(0.6)) view(PATH_OF[s]);
    step(s, rng.chance(0.08) ? utmFields(rng) : {});
  }
  if (rng.chance(0.15)) step(rng.pick(ACTIVITY_FUNNEL_STEPS.filter((s) => s !== 'premium_purchase_success' && s !== 'trial_signup_success')));
  if (targetRank >= 1 && rng.chance(0.15)) step('home'); // a later visit never moves the contact back
  if (targetRank >= 2 && rng.chance(0.25)) {
    // Any tracking call may carry the campaign, not only page views.
    const utm = rng.chance(0.1) ? utmFields(rng) : {};
    add('/api/track-download', { downloadType: 'pitch-breakdown', sessionId, ...utm }, { kind: 'download', utm: pick(utm) });
  }
  if (rng.chance(0.1)) {
    // The visitor form of track-contact: a placeholder address and the step the page is at.
    const at = targetRank >= 1 ? ORDERED_FUNNEL_STEPS[rng.int(0, targetRank)] : 'home';
    const form = rng.weighted({ local: 3, metadata: 4, placeholderOnly: 3 });
    // Any address on a reserved domain (.invalid, .local, .localhost) is a placeholder.
    const reserved = rng.chance(0.5) ? `temp_${sessionId}@anonymous.local` : `download_${rng.int(1, 1e9)}@visitor.example.localhost`;
    const email = form === 'local' ? reserved : placeholderEmailFor(sessionId);
    const metadata = form === 'placeholderOnly' ? { isAnonymous: true } : { isAnonymous: form !== 'local', sessionId };
    add('/api/track-contact', { email, currentFunnelStep: at, metadata, ...(form === 'local' ? { sessionId } : {}) }, { kind: 'contact', step: at });
  }
  if (anonymousAlias) {
    // isAnonymous: a real-looking address that must name no one.
    add('/api/track-contact', { email: anonymousAlias, currentFunnelStep: 'home', sessionId, metadata: { isAnonymous: true } }, { kind: 'contact', step: 'home' });
  }
  if (identity) identify(ctx, calls, sessionId, identity, add);
  for (const call of calls) {
    if (identity && call.record.email === null && call.record.kind !== 'pageView' && rng.chance(0.2) && call.route !== '/api/track-contact') nameIn(call, identity);
  }
  for (const call of calls) {
    // The site's anonymous form: the placeholder address alone names the session.
    const placeholderOnly = call.record.email === null && (call.route === '/api/track-funnel-step' || call.route === '/api/track-download');
    if (placeholderOnly && call.body.sessionId === sessionId && rng.chance(0.1)) {
      delete call.body.sessionId;
      call.body.email = placeholderEmailFor(sessionId);
    }
  }
  // A session that would run past now ends a minute ago instead.
  const overflow = Math.max(...calls.map((c) => c.exactAt as number)) - (ctx.now - 60_000);
  if (overflow > 0) for (const call of calls) call.exactAt = offMidnight((call.exactAt as number) - overflow);
  return calls.map((c) => clientTime(ctx, c));
}

function pick(extra: Record<string, unknown>): RecordedCall['utm'] {
  const utm = { utmSource: extra.utmSource, utmMedium: extra.utmMedium, utmCampaign: extra.utmCampaign } as Record<string, string | undefined>;
  return Object.values(utm).some((v) => v !== undefined) ? JSON.parse(JSON.stringify(utm)) : undefined;
}

function nameIn(call: PlannedCall, identity: Identity): void {
  call.body.email = identity.sendAs;
  call.record.email = identity.sendAs;
}

type Add = (route: TrackRoute, body: Record<string, unknown>, record: Omit<RecordedCall, 'at' | 'bot' | 'sessionId' | 'email' | 'seq'>, email?: string | null) => PlannedCall;

/** The session names its person by one of the ways the site has. */
function identify(ctx: JourneyContext, calls: PlannedCall[], sessionId: string, identity: Identity, add: Add): void {
  const { rng } = ctx;
  const how = rng.weighted({ contact: 35, step: 20, download: 10, breakdown: 20, referral: 15 });
  const candidates = calls.filter((c) => c.record.kind === (how === 'step' ? 'step' : 'download'));
  if ((how === 'step' || how === 'download') && candidates.length > 0) return nameIn(rng.pick(candidates), identity);
  if (how === 'breakdown') {
    add('/api/send-breakdown-email', { email: identity.sendAs, sessionId }, { kind: 'breakdown' }, identity.sendAs);
  } else if (how === 'referral') {
    const referred = Array.from({ length: rng.int(1, 2) }, () => ctx.newReferred());
    // The form trims what people type; the row shows the referrer's name as trimmed.
    const body: Record<string, unknown> = { name: rng.chance(0.2) ? ` ${identity.name} ` : identity.name, email: identity.sendAs, consent: true, sessionId };
    referred.forEach((address, i) => {
      const [local, company] = address.split('@');
      const row = `referral${i + 1}`;
      Object.assign(body, { [`${row}Name`]: `Ref ${local}`, [`${row}Email`]: address, [`${row}Title`]: rng.pick(TITLES), [`${row}Company`]: company });
    });
    const call = add('/api/referrals/submit', body, { kind: 'referral' }, identity.sendAs);
    call.referral = { referrerName: identity.name, referrerEmail: identity.sendAs, referred };
  } else {
    // track-contact names the session in the body or, as older pages did, in metadata only.
    const inMeta = rng.chance(0.3);
    const utm = rng.chance(0.1) ? utmFields(rng) : {};
    const body = { email: identity.sendAs, firstName: identity.name.split(' ')[0], ...utm, ...(inMeta ? { metadata: { sessionId } } : { sessionId }) };
    add('/api/track-contact', body, { kind: 'contact', utm: pick(utm) }, identity.sendAs);
  }
}

/** Puts the client time on the call; a few get a late, early or missing one, which the server replaces by arrival. */
function clientTime(ctx: JourneyContext, call: PlannedCall): PlannedCall {
  const { rng } = ctx;
  if (call.route === '/api/send-breakdown-email' || call.route === '/api/referrals/submit') return { ...call, exactAt: null };
  const touch = call.record.utm !== undefined || call.record.referrer !== undefined;
  const variant = touch ? 'kept' : rng.weighted({ kept: 94, late: 2, future: 2, none: 2 });
  // An hour ahead stays beyond the 5-minute allowance however long a loaded machine takes to send the crowd.
  const at = variant === 'kept' ? (call.exactAt as number) : variant === 'late' ? ctx.now - 80 * HOUR : variant === 'future' ? ctx.now + HOUR : null;
  const exactAt = variant === 'kept' ? at : null;
  if (at === null) return { ...call, exactAt };
  const iso = new Date(at).toISOString();
  if (call.route === '/api/track-contact' && rng.chance(0.5)) {
    const metadata = { ...((call.body.metadata as Record<string, unknown> | undefined) ?? {}), visitedAt: iso };
    return { ...call, exactAt, body: { ...call.body, metadata } };
  }
  return { ...call, exactAt, body: { ...call.body, occurredAt: iso } };
}
