/**
 * The product as a user runs it: the production API and the worker, sharing
 * the database, Redis, QUEUE_PREFIX and PRIVACY_SECRET; the admin files an
 * erasure (POST /api/admin/erasures) and polls it until the worker has
 * completed it, optionally while visitors' tracking calls keep arriving.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ErasureQueuedResponse, ErasureStatus } from '@pitchlens/contracts';
import { freePort, startApi, type Server } from './processes';
import { startChild, type Child } from './projections-children';
import type { measureLag } from './projections-lag';
import { ChildFailed } from './projections-replay';
import { percentile, sendTraffic, Visitors, type Sample, type TrafficResult } from './projections-traffic';
import { round } from './report';

const READY_TIMEOUT_MS = 60_000;
const POLL_MS = 100;
/** Traffic is sent in slices this long, so it stops soon after the erasure. */
const TRAFFIC_SLICE_S = 2;
const TRAFFIC_WARMUP_MS = 3000;
/** "erasure <id> attempt <n> failed: …" (worker/src/privacy/privacy-jobs.ts): a retry, timed within the erasure. */
const FAILED_ATTEMPT = /erasure [0-9a-f-]{36} attempt \d+ failed/;

/** The API and the worker, given as the lag measurement takes them. */
export type ProductOptions = Pick<Parameters<typeof measureLag>[0], 'apiScript' | 'apiNodeArgs' | 'apiEnv' | 'workerScript' | 'workerEnv' | 'apiLogPath' | 'workerLogPath'> & {
  adminPassword: string;
};

export interface ProductErasure {
  erasureId: string;
  /** From sending the POST to the poll that saw it completed (polled every 100 ms). */
  seconds: number;
  /** Erasure attempts the worker logged as failed (each retried, inside `seconds`). */
  failedAttempts: number;
}

export interface TrafficDuring {
  rate: number;
  sent: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  seconds: number;
  okPerSec: number;
  /** The worst of the slices' p99 (every TRAFFIC_SLICE_S seconds), and the slowest call. */
  worstSliceP99Ms: number;
  maxMs: number;
  /** Identified visitors the traffic made (2xx): each must be in read_model.contacts afterwards. */
  samples: string[];
}

/** The running API and worker, an admin logged in. */
export class Product {
  private constructor(
    readonly api: Server,
    readonly worker: Child,
    private readonly admin: AdminSession,
    private readonly workerExit: () => string | null,
    private readonly failedAttempts: () => number,
  ) {}

  static async start(options: ProductOptions): Promise<Product> {
    const api = await startApi({ script: options.apiScript, nodeArgs: options.apiNodeArgs, logPath: options.apiLogPath, env: options.apiEnv });
    const port = api.port;
    try {
      const workerPort = await freePort();
      let failedAttempts = 0;
      const worker = startChild({
        name: 'worker',
        script: options.workerScript,
        env: { ...options.workerEnv, WORKER_HTTP_HOST: '127.0.0.1', WORKER_HTTP_PORT: String(workerPort) },
        logPath: options.workerLogPath,
        onLine: (line) => {
          if (FAILED_ATTEMPT.test(line)) failedAttempts += 1;
        },
      });
      let exit: string | null = null;
      void worker.exited.then((e) => (exit = e));
      const workerExit = () => (exit ? `the worker ended with ${exit}\n${worker.logTail()}` : null);
      await waitUntilReady(`http://127.0.0.1:${workerPort}/health/ready`, workerExit);
      const admin = await AdminSession.logIn(`http://127.0.0.1:${port}`, options.adminPassword);
      return new Product(api, worker, admin, workerExit, () => failedAttempts);
    } catch (error) {
      await api.stop();
      throw error;
    }
  }

  /** Files the erasure as the admin does and waits for the worker to complete it; a failed one throws. */
  async erase(email: string, timeoutMs: number): Promise<ProductErasure> {
    const failedBefore = this.failedAttempts();
    const started = performance.now();
    const { id } = await this.admin.call<ErasureQueuedResponse>('POST', '/api/admin/erasures', 202, { email });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.admin.call<ErasureStatus>('GET', `/api/admin/erasures/${id}`, 200);
      if (status.state === 'completed') {
        return { erasureId: id, seconds: round((performance.now() - started) / 1000, 2), failedAttempts: this.failedAttempts() - failedBefore };
      }
      if (status.state === 'failed') throw new ChildFailed(`erasure ${id} failed: ${status.failure}\n${this.worker.logTail()}`);
      const gone = this.workerExit();
      if (gone) throw new ChildFailed(`${gone}\n(while erasure ${id} was ${status.state})`);
      if (Date.now() > deadline) throw new ChildFailed(`erasure ${id} still ${status.state} after ${timeoutMs / 1000} s\n${this.worker.logTail()}`);
      await sleep(POLL_MS);
    }
  }

  /**
   * Runs `work` while tracking calls arrive at `rate` a second (page views
   * and funnel steps of sessions that come and go, every 10th identifying a
   * new visitor), starting a few seconds before it and stopping after it;
   * `onAnswered` hears of each call answered 2xx (sendTraffic).
   */
  async withTraffic<T>(rate: number, work: () => Promise<T>, onAnswered?: (sentAt: number, ms: number) => void): Promise<{ result: T; traffic: TrafficDuring }> {
    const visitors = new Visitors(10);
    const samples = new Set<string>();
    const slices: TrafficResult[] = [];
    let done = false;
    const sending = (async () => {
      while (!done) {
        slices.push(
          await sendTraffic({
            port: this.api.port,
            rate,
            durationS: TRAFFIC_SLICE_S,
            visitors,
            onSample: (sample: Sample) => samples.add(sample.email),
            onSampleFailed: (sample: Sample) => samples.delete(sample.email),
            onAnswered,
          }),
        );
      }
    })();
    const stopSending = async () => {
      done = true;
      await sending;
    };
    try {
      await sleep(TRAFFIC_WARMUP_MS);
      const result = await work();
      await stopSending();
      return { result, traffic: summarize(rate, slices, [...samples]) };
    } finally {
      await stopSending();
    }
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    await this.api.stop();
  }
}

function summarize(rate: number, slices: TrafficResult[], samples: string[]): TrafficDuring {
  const sum = (pick: (t: TrafficResult) => number) => slices.reduce((total, t) => total + pick(t), 0);
  const seconds = sum((t) => t.elapsedS);
  return {
    rate,
    sent: sum((t) => t.sent),
    ok2xx: sum((t) => t.ok2xx),
    non2xx: sum((t) => t.non2xx),
    errors: sum((t) => t.errors),
    seconds: round(seconds, 1),
    okPerSec: seconds > 0 ? Math.round(sum((t) => t.ok2xx) / seconds) : 0,
    worstSliceP99Ms: percentile(slices.map((t) => t.latencyMs.p99).sort((a, b) => a - b), 100),
    maxMs: percentile(slices.map((t) => t.latencyMs.max).sort((a, b) => a - b), 100),
    samples,
  };
}

/** Polls a readiness URL until it answers 200; throws if `gone` says the process ended, or after a minute. */
async function waitUntilReady(url: string, gone: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const died = gone();
    if (died) throw new ChildFailed(died);
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => null,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new ChildFailed(`${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The admin's session: AdminClient (admin-measure.ts) only GETs, and an
 * erasure is filed with a POST.
 */
class AdminSession {
  private constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  static async logIn(base: string, password: string): Promise<AdminSession> {
    const response = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
    await response.arrayBuffer();
    const cookie = /^(pitchlens_admin=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (response.status !== 204 || !cookie) throw new ChildFailed(`admin login answered ${response.status}${cookie ? '' : ' without a session cookie'}`);
    return new AdminSession(base, cookie);
  }

  async call<T>(method: 'GET' | 'POST', path: string, expected: number, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expected) throw new ChildFailed(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}
