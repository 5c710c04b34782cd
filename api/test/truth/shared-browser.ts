import type { FunnelStep } from '@pitchlens/contracts';
import { v7 as uuidv7 } from 'uuid';
import { buildJourney, offMidnight, utmFields, type Identity, type JourneyContext, type PlannedCall, type TrackRoute } from './journey';
import type { RecordedCall } from './truth-model';

/**
 * Two people on one browser: one person's visit, then a second names
 * themselves on the same session and browses on, and now and then the first
 * comes back and names themselves again. Whose each act is follows the order
 * in which the API receives them, so these calls are sent one after another,
 * as planned.
 */
export interface SharedBrowser {
  sessionId: string;
  first: Identity;
  second: Identity;
  /** The first person named themselves again at the end: the session is theirs once more. */
  switchedBack: boolean;
}

const MINUTE = 60_000;

type Act = Omit<RecordedCall, 'at' | 'bot' | 'sessionId' | 'seq'>;

function call(ctx: JourneyContext, sessionId: string, at: number, route: TrackRoute, body: { [field: string]: unknown }, record: Act): PlannedCall {
  return {
    route, body: { ...body, sessionId, occurredAt: new Date(at).toISOString(), eventId: uuidv7() }, userAgent: ctx.userAgent, accepted: true, retry: 'none',
    exactAt: at, record: { ...record, sessionId, bot: false },
  };
}

/** A call naming the person on this session, by the contact form or a step carrying the address; half of them from a campaign. */
function naming(ctx: JourneyContext, sessionId: string, person: Identity, at: number): PlannedCall {
  const { rng } = ctx;
  const utm = rng.chance(0.5) ? utmFields(rng) : {};
  const touch = Object.keys(utm).length > 0 ? { utm } : {};
  if (rng.chance(0.6)) {
    return call(ctx, sessionId, at, '/api/track-contact', { email: person.sendAs, firstName: person.name.split(' ')[0], ...utm }, { kind: 'contact', email: person.sendAs, ...touch });
  }
  const step: FunnelStep = rng.pick(['features', 'landing', 'breakdown_download']);
  return call(ctx, sessionId, at, '/api/track-funnel-step', { step, email: person.sendAs, ...utm }, { kind: 'step', step, email: person.sendAs, ...touch });
}

/** The latest client time among the calls (a call that leaves it to the server has none). */
const latest = (calls: PlannedCall[], floor: number): number => Math.max(floor, ...calls.map((c) => c.exactAt ?? floor));

export function sharedBrowserCalls(ctx: JourneyContext, browser: SharedBrowser, start: number): PlannedCall[] {
  const { rng } = ctx;
  const { sessionId, first, second } = browser;
  let t = start;
  const next = () => (t = offMidnight(t + rng.int(2 * MINUTE, 20 * MINUTE) + rng.int(0, 999)));
  const calls = buildJourney(ctx, sessionId, t, first, null);
  t = latest(calls, t);
  calls.push(naming(ctx, sessionId, second, next()));
  calls.push(...buildJourney(ctx, sessionId, next(), second, null));
  if (!browser.switchedBack) return calls;
  t = latest(calls, t);
  calls.push(naming(ctx, sessionId, first, next()));
  // Back on the first person's side of the switch: a page (now and then from a campaign) and a step further on.
  const utm = rng.chance(0.5) ? utmFields(rng) : {};
  calls.push(call(ctx, sessionId, next(), '/api/track-page-view', { path: '/pricing', title: 'Pricing', ...utm }, { kind: 'pageView', email: null, path: '/pricing', ...(Object.keys(utm).length > 0 ? { utm } : {}) }));
  const step: FunnelStep = rng.pick(['landing', 'breakdown_download', 'trial_checkout']);
  calls.push(call(ctx, sessionId, next(), '/api/track-funnel-step', { step }, { kind: 'step', email: null, step }));
  return calls;
}
