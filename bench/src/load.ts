import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { v7 as uuidv7 } from 'uuid';
import { BROWSER_AGENT } from './browser-agent';

export const TRACK_PATH = '/api/track-funnel-step';

export type Phase = 'warmup' | 'measure';

export interface LoadOptions {
  port: number;
  runId: string;
  phase: Phase;
  durationS: number;
  connections: number;
}

export interface LoadResult {
  /** From the first connection opened to the last answer received. */
  elapsedS: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors, timeouts included (autocannon counts a timeout as both). */
  connectionErrors: number;
  timeouts: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Event ids of the calls answered 2xx: each must be found stored. */
  acknowledgedIds: string[];
}

const SESSION_POOL_SIZE = 10_000;

/** Roughly how often each step is reached: most visits never get past the first pages. */
const STEP_WEIGHTS = [
  ['home', 30],
  ['landing', 25],
  ['features', 15],
  ['breakdown_download', 10],
  ['trial_checkout', 8],
  ['premium_checkout', 5],
  ['framework_session', 5],
  ['completed', 2],
] as const;

type Step = (typeof STEP_WEIGHTS)[number][0];

const STEP_PAGES: Record<Step, string> = {
  home: '/',
  landing: '/lp/sales-calls',
  features: '/features',
  breakdown_download: '/breakdown',
  trial_checkout: '/checkout/trial',
  premium_checkout: '/checkout/premium',
  framework_session: '/framework',
  completed: '/welcome',
};

const TOTAL_WEIGHT = STEP_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

function pickStep(): Step {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [step, weight] of STEP_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return 'home';
}

// Sessions recur, as real visitors come back, so the API appends to streams that already exist.
const sessionIds = Array.from({ length: SESSION_POOL_SIZE }, () => randomBytes(12).toString('base64url'));

/** One tracking call as the site sends it, with an event id never used before. */
export function funnelStepBody(runId: string, phase: Phase): { eventId: string; body: string } {
  const session = Math.floor(Math.random() * SESSION_POOL_SIZE);
  const step = pickStep();
  const eventId = uuidv7();
  const call = {
    eventId,
    sessionId: sessionIds[session],
    ...(Math.random() < 0.5 ? { email: `user-${session}@example.com` } : {}),
    step,
    stepData: { benchRun: runId, phase, page: STEP_PAGES[step], referrer: 'https://www.google.com/' },
  };
  return { eventId, body: JSON.stringify(call) };
}

interface SentCall {
  eventId?: string;
}

/** The parts of autocannon's per-connection client a graceful stop needs; not in its typings. */
interface DrainableClient {
  reqsMade: number;
  responseMax: number | undefined;
  on(event: 'done', listener: () => void): unknown;
}

function isDrainable(client: unknown): client is DrainableClient {
  return (
    typeof client === 'object' && client !== null && 'responseMax' in client && 'reqsMade' in client && typeof client.reqsMade === 'number'
  );
}

/**
 * Runs autocannon for `durationS`, then lets every connection wait for the
 * answer to its call in flight instead of hanging up: autocannon's own stop
 * drops those calls, yet the server may still commit them, and the stored
 * count would then exceed the 2xx count without anything being wrong.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const clients: DrainableClient[] = [];
  const acknowledgedIds: string[] = [];
  let lastDoneAt = 0;

  const started = performance.now();
  const run = autocannon({
    url: `http://127.0.0.1:${options.port}${TRACK_PATH}`,
    connections: options.connections,
    // Only a backstop: the drain below normally ends the run long before.
    duration: options.durationS + 60,
    method: 'POST',
    // A browser's agent, so every call is a person's the read models count, as a visitor's would be.
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_AGENT },
    setupClient: (client) => {
      if (!isDrainable(client)) throw new Error('autocannon client internals changed: cannot stop it gracefully');
      clients.push(client);
      client.on('done', () => {
        lastDoneAt = performance.now();
      });
    },
    requests: [
      {
        setupRequest: (request, context) => {
          const { eventId, body } = funnelStepBody(options.runId, options.phase);
          (context as SentCall).eventId = eventId;
          return { ...request, body };
        },
        onResponse: (status, _body, context) => {
          const { eventId } = context as SentCall;
          if (status >= 200 && status < 300 && eventId !== undefined) acknowledgedIds.push(eventId);
        },
      },
    ],
  });

  const drainTimer = setTimeout(() => {
    // A client whose quota is reached closes after its current answer instead of sending again.
    for (const client of clients) client.responseMax = client.reqsMade;
  }, options.durationS * 1000);
  let result: autocannon.Result;
  try {
    // A thenable, not a Promise: it has no finally().
    result = await run;
  } finally {
    clearTimeout(drainTimer);
  }

  const ended = lastDoneAt > 0 ? lastDoneAt : performance.now();
  return {
    elapsedS: (ended - started) / 1000,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    acknowledgedIds,
  };
}
