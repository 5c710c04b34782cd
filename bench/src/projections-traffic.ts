/**
 * Tracking calls at a steady rate, as visitors' browsers send them: page views
 * and funnel steps of sessions that come and go, and every Nth call a funnel
 * step that identifies the visitor with a new address (the lag samples).
 *
 * Open loop and evenly paced (a few calls every 2 ms) rather than autocannon's
 * overallRate: autocannon lets each connection send its whole per-second quota
 * as soon as its one-second timer resets, which makes the load a burst at the
 * top of every second, not the sustained rate whose lag we want.
 */
import { Agent, request } from 'node:http';
import { v7 as uuidv7 } from 'uuid';

const TICK_MS = 2;
const MAX_SOCKETS = 128;
const LIVE_SESSIONS = 400;
const REQUEST_TIMEOUT_MS = 10_000;

export interface Sample {
  email: string;
  eventId: string;
}

export interface TrafficResult {
  sent: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  /** First call sent to last answer received. */
  elapsedS: number;
  /** Calls answered 2xx per second of elapsed time. */
  okPerSec: number;
  latencyMs: { p50: number; p99: number; max: number };
  maxInFlight: number;
}

interface Session {
  id: string;
  callsLeft: number;
  identified: boolean;
  fresh: boolean;
  utm: Record<string, string> | null;
}

const UTMS = [
  { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'sales-coaching' },
  { utmSource: 'linkedin', utmMedium: 'paid-social', utmCampaign: 'q4-enablement' },
  { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'weekly-digest' },
];
const PAGES = ['/', '/lp/sales-calls', '/features', '/pricing', '/blog/discovery-calls', '/blog/objection-handling', '/breakdown', '/customers'];
const STEPS: [string, number][] = [
  ['home', 30],
  ['landing', 25],
  ['features', 12],
  ['breakdown_download', 12],
  ['trial_checkout', 8],
  ['premium_checkout', 5],
  ['framework_session', 5],
  ['completed', 3],
];
const STEP_WEIGHT = STEPS.reduce((sum, [, weight]) => sum + weight, 0);

/** Sessions and sample numbering shared by every phase of one run. */
export class Visitors {
  private readonly sessions: Session[] = Array.from({ length: LIVE_SESSIONS }, () => newSession());
  private calls = 0;
  private samples = 0;

  constructor(private readonly sampleEvery: number) {}

  /** The next call: its path, body, and the sample it carries, if it is one. */
  next(): { path: string; body: string; sample: Sample | null } {
    const n = this.calls++;
    const slot = Math.floor(Math.random() * LIVE_SESSIONS);
    let session = this.sessions[slot];
    const eventId = uuidv7();
    if (n % this.sampleEvery === 0) {
      if (session.identified) session = this.sessions[slot] = newSession();
      session.identified = true;
      const email = `lag-${this.samples++}@bench.example`;
      const step = Math.random() < 0.5 ? 'breakdown_download' : 'trial_checkout';
      return { path: '/api/track-funnel-step', body: JSON.stringify({ eventId, sessionId: session.id, email, step, stepData: {} }), sample: { email, eventId } };
    }
    if (--session.callsLeft <= 0) this.sessions[slot] = newSession();
    if (session.fresh) {
      // A visit starts with a page view, carrying the campaign it came from.
      session.fresh = false;
      const body = { eventId, sessionId: session.id, path: '/lp/sales-calls', title: 'Sales calls | Pitchlens', referrer: 'https://www.google.com/', ...session.utm };
      return { path: '/api/track-page-view', body: JSON.stringify(body), sample: null };
    }
    if (Math.random() < 0.65) {
      const path = PAGES[Math.floor(Math.random() * PAGES.length)];
      const body = { eventId, sessionId: session.id, path, title: `${path} | Pitchlens`, referrer: 'https://pitchlens.com/' };
      return { path: '/api/track-page-view', body: JSON.stringify(body), sample: null };
    }
    return { path: '/api/track-funnel-step', body: JSON.stringify({ eventId, sessionId: session.id, step: pickStep(), stepData: {} }), sample: null };
  }
}

function newSession(): Session {
  const id = Buffer.from(uuidv7().replaceAll('-', ''), 'hex').toString('base64url');
  return { id, callsLeft: 3 + Math.floor(Math.random() * 12), identified: false, fresh: true, utm: Math.random() < 0.55 ? UTMS[Math.floor(Math.random() * UTMS.length)] : null };
}

function pickStep(): string {
  let roll = Math.random() * STEP_WEIGHT;
  for (const [step, weight] of STEPS) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return 'home';
}

/**
 * Sends `rate` calls per second for `durationS`, paced from the start time so
 * a late timer is caught up, not lost. `onSample` runs as a sample is sent
 * (it may be projected before its answer arrives); `onSampleFailed` if it
 * was not answered 2xx.
 */
export async function sendTraffic(options: {
  port: number;
  rate: number;
  durationS: number;
  visitors: Visitors;
  onSample: (sample: Sample) => void;
  onSampleFailed: (sample: Sample) => void;
  /** Each call answered 2xx: when it was sent (performance.now()) and how long it took. */
  onAnswered?: (sentAt: number, ms: number) => void;
}): Promise<TrafficResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const total = Math.round(options.rate * options.durationS);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let [sent, ok2xx, non2xx, errors, inFlight, maxInFlight, lastAnswer] = [0, 0, 0, 0, 0, 0, 0];
  let allAnswered: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (allAnswered = resolve));

  const send = () => {
    const { path, body, sample } = options.visitors.next();
    if (sample) options.onSample(sample);
    const began = performance.now();
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let settled = false;
    const finish = (status: number | null) => {
      if (settled) return;
      settled = true;
      inFlight -= 1;
      lastAnswer = performance.now();
      if (status === null) errors += 1;
      else {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 300) {
          ok2xx += 1;
          latencies.push(lastAnswer - began);
          options.onAnswered?.(began, lastAnswer - began);
        } else non2xx += 1;
      }
      if (sample && (status === null || status < 200 || status >= 300)) options.onSampleFailed(sample);
      if (sent === total && inFlight === 0) allAnswered();
    };
    const call = request(
      { host: '127.0.0.1', port: options.port, method: 'POST', path, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => finish(response.statusCode ?? 0));
        response.on('error', () => finish(null));
      },
    );
    call.setTimeout(REQUEST_TIMEOUT_MS, () => call.destroy(new Error('timeout')));
    call.on('error', () => finish(null));
    call.end(body);
  };

  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.rate));
      while (sent < due) {
        sent += 1;
        send();
      }
      if (sent === total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  if (inFlight > 0) await answered;
  agent.destroy();

  const elapsedS = ((lastAnswer || performance.now()) - started) / 1000;
  return {
    sent,
    ok2xx,
    non2xx,
    errors,
    statuses,
    elapsedS: Math.round(elapsedS * 1000) / 1000,
    okPerSec: Math.round(ok2xx / elapsedS),
    latencyMs: latencyOf(latencies),
    maxInFlight,
  };
}

/** The p50, p99 (to 0.1) and slowest of calls' times in ms; sorts `ms`. */
export function latencyOf(ms: number[]): TrafficResult['latencyMs'] {
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: ms.at(-1) ?? 0 };
}

/** Nearest-rank percentile of sorted values, to 0.1. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
}
