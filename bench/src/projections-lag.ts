/**
 * Append-to-read-model lag under steady traffic: the API and the worker run
 * on the projected database while tracking calls arrive at a fixed rate; every
 * sampled call identifies a new address, and its lag is the time that address
 * becomes visible in read_model.contacts minus the event's recorded_at. Both
 * times come from Postgres' clock, so the two processes' clocks never mix.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { BROWSER_AGENT } from './browser-agent';
import { cpuBetween, sampleCpu } from './cpu';
import { startApi, type Server } from './processes';
import { ChildFailed } from './projections-replay';
import { peakRssMbOf, startChild, type Child } from './projections-children';
import { percentile, sendTraffic, Visitors, type Sample, type TrafficResult } from './projections-traffic';

/** How often outstanding samples are looked for; lags read up to this much high. */
const POLL_MS = 5;
const VISIBLE_TIMEOUT_MS = 60_000;
const WINDOW_S = 5;

type Phase = 'probe' | 'warmup' | 'measure';

export interface LagSettings {
  rate: number;
  seconds: number;
  warmupS: number;
  sampleEvery: number;
}

export interface LagResult {
  traffic: TrafficResult;
  /** Measured samples that became visible (their lag is counted). */
  samples: number;
  /** Samples answered non-2xx or not at all: never expected to appear. */
  failedSamples: number;
  /** Answered 2xx, yet not in read_model.contacts within a minute of the end. */
  unseenSamples: number;
  /** Seen in the read model, yet their event is not in the log (cannot happen). */
  missingFromLog: number;
  lagMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  p95ByWindow: { fromS: number; samples: number; p95: number }[];
  /** The slowest samples and when (s into the measurement) they were sent: outliers' timing tells their cause. */
  slowest: { sentAtS: number; ms: number }[];
  workerPeakRssMb: number | null;
  apiPeakRssMb: number | null;
  cpuCores: { api: number; worker: number; postgres: number; bench: number; other: number; machine: number } | null;
  emailsSent: number;
}

interface Watched {
  eventId: string;
  phase: Phase;
  sentAtS: number;
  seenUs?: number;
}

/** Looks for outstanding samples every POLL_MS and notes when each first shows up. */
class LagWatcher {
  private readonly pending = new Map<string, Watched>();
  readonly seen = new Map<string, Watched>();
  failed = 0;
  private stopped = false;
  private loop: Promise<void> = Promise.resolve();
  private phaseStart = performance.now();

  constructor(private readonly client: Client) {}

  start(): void {
    this.loop = this.run();
  }

  /** Sample send times are kept relative to the start of the current phase. */
  beginPhase(): void {
    this.phaseStart = performance.now();
  }

  watch(sample: Sample, phase: Phase): void {
    this.pending.set(sample.email, { eventId: sample.eventId, phase, sentAtS: (performance.now() - this.phaseStart) / 1000 });
  }

  fail(sample: Sample): void {
    if (this.pending.delete(sample.email)) this.failed += 1;
  }

  /** Resolves once nothing is outstanding (true) or after `timeoutMs` (false). */
  async drained(timeoutMs: number, gone: () => string | null): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.size > 0 && Date.now() < deadline) {
      const died = gone();
      if (died) throw new ChildFailed(died);
      await sleep(POLL_MS);
    }
    return this.pending.size === 0;
  }

  outstanding(phase: Phase): number {
    return [...this.pending.values()].filter((w) => w.phase === phase).length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const began = performance.now();
      if (this.pending.size > 0) {
        const { rows } = await this.client.query<{ email: string; seen_us: string }>(
          `SELECT email, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint::text AS seen_us
             FROM read_model.contacts WHERE email = ANY($1::text[])`,
          [[...this.pending.keys()]],
        );
        for (const row of rows) {
          const watched = this.pending.get(row.email);
          if (!watched) continue;
          this.pending.delete(row.email);
          this.seen.set(row.email, { ...watched, seenUs: Number(row.seen_us) });
        }
      }
      await sleep(Math.max(1, POLL_MS - (performance.now() - began)));
    }
  }
}

export async function measureLag(options: {
  databaseUrl: string;
  database: string;
  apiScript: string;
  apiNodeArgs: string[];
  apiEnv: NodeJS.ProcessEnv;
  workerScript: string;
  workerEnv: NodeJS.ProcessEnv;
  apiLogPath: string;
  workerLogPath: string;
  settings: LagSettings;
  emailsSent: () => number;
  log: (line: string) => void;
}): Promise<LagResult> {
  const { settings, log } = options;
  const api: Server = await startApi({ script: options.apiScript, nodeArgs: options.apiNodeArgs, logPath: options.apiLogPath, env: options.apiEnv });
  const { port } = api;
  const worker: Child = startChild({ name: 'worker', script: options.workerScript, env: options.workerEnv, logPath: options.workerLogPath });
  let workerExit: string | null = null;
  void worker.exited.then((exit) => (workerExit = exit));
  const gone = () => (workerExit ? `the worker ended with ${workerExit} during the lag phase\n${worker.logTail()}` : null);

  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  const watcher = new LagWatcher(client);
  watcher.start();
  const emailsBefore = options.emailsSent();
  try {
    // The worker is ready once a tracked call shows up in the read model.
    const probe = { email: 'lag-probe@bench.example', eventId: uuidv7() };
    watcher.watch(probe, 'probe');
    const answer = await fetch(`http://127.0.0.1:${port}/api/track-funnel-step`, {
      method: 'POST',
      // A browser's agent: fetch's own ("node") is a bot's, which no read model counts.
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_AGENT },
      body: JSON.stringify({ eventId: probe.eventId, sessionId: 'bench-probe-session', email: probe.email, step: 'home', stepData: {} }),
    });
    await answer.arrayBuffer();
    if (!answer.ok) throw new ChildFailed(`the API answered the probe call with ${answer.status}`);
    if (!(await watcher.drained(VISIBLE_TIMEOUT_MS, gone))) throw new ChildFailed(`the worker never projected the probe call\n${worker.logTail()}`);
    const visitors = new Visitors(settings.sampleEvery);

    log(`lag: warming up for ${settings.warmupS} s at ${settings.rate} calls/s`);
    watcher.beginPhase();
    await sendTraffic({ port, rate: settings.rate, durationS: settings.warmupS, visitors, onSample: (s) => watcher.watch(s, 'warmup'), onSampleFailed: (s) => watcher.fail(s) });
    const failedBefore = watcher.failed;

    log(`lag: measuring for ${settings.seconds} s at ${settings.rate} calls/s`);
    const cpuStart = [sampleCpu(api.pid, options.database), sampleCpu(worker.pid, options.database)];
    watcher.beginPhase();
    const traffic = await sendTraffic({ port, rate: settings.rate, durationS: settings.seconds, visitors, onSample: (s) => watcher.watch(s, 'measure'), onSampleFailed: (s) => watcher.fail(s) });
    const cpuEnd = [sampleCpu(api.pid, options.database), sampleCpu(worker.pid, options.database)];
    await watcher.drained(VISIBLE_TIMEOUT_MS, gone);
    const unseenSamples = watcher.outstanding('measure');
    const workerPeakRssMb = worker.peakRssMb();
    const apiPeakRssMb = peakRssMbOf(api.pid);
    await watcher.stop();

    const measured = [...watcher.seen.values()].filter((w) => w.phase === 'measure');
    const recorded = await recordedAt(client, measured.map((w) => w.eventId));
    const lags: { ms: number; sentAtS: number }[] = [];
    let missingFromLog = 0;
    for (const w of measured) {
      const at = recorded.get(w.eventId);
      if (at === undefined || w.seenUs === undefined) missingFromLog += 1;
      else lags.push({ ms: (w.seenUs - at) / 1000, sentAtS: w.sentAtS });
    }
    const sorted = lags.map((l) => l.ms).sort((a, b) => a - b);
    const api2 = cpuBetween(cpuStart[0], cpuEnd[0]);
    const worker2 = cpuBetween(cpuStart[1], cpuEnd[1]);
    return {
      traffic,
      samples: lags.length,
      failedSamples: watcher.failed - failedBefore,
      unseenSamples,
      missingFromLog,
      lagMs: {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: percentile(sorted, 100),
        mean: Math.round((sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length)) * 10) / 10,
      },
      p95ByWindow: byWindow(lags, settings.seconds),
      slowest: [...lags]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map((l) => ({ sentAtS: Math.round(l.sentAtS * 100) / 100, ms: Math.round(l.ms) })),
      workerPeakRssMb,
      apiPeakRssMb,
      cpuCores:
        api2 && worker2
          ? {
              api: api2.server,
              worker: worker2.server,
              postgres: api2.postgres,
              bench: api2.loadGenerator,
              machine: api2.machine,
              other: Math.max(0, Math.round((api2.machine - api2.server - worker2.server - api2.postgres - api2.loadGenerator) * 100) / 100),
            }
          : null,
      emailsSent: options.emailsSent() - emailsBefore,
    };
  } finally {
    await watcher.stop().catch(() => undefined);
    await client.end().catch(() => undefined);
    await worker.stop();
    await api.stop();
  }
}

async function recordedAt(client: Client, eventIds: string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ event_id: string; at_us: string }>(
    `SELECT event_id::text, (extract(epoch FROM recorded_at) * 1000000)::bigint::text AS at_us FROM event_store.events WHERE event_id = ANY($1::uuid[])`,
    [eventIds],
  );
  return new Map(rows.map((r) => [r.event_id, Number(r.at_us)]));
}

function byWindow(lags: { ms: number; sentAtS: number }[], seconds: number): LagResult['p95ByWindow'] {
  const windows: LagResult['p95ByWindow'] = [];
  for (let from = 0; from < seconds; from += WINDOW_S) {
    const inside = lags.filter((l) => l.sentAtS >= from && l.sentAtS < from + WINDOW_S).map((l) => l.ms);
    windows.push({ fromS: from, samples: inside.length, p95: percentile(inside.sort((a, b) => a - b), 95) });
  }
  return windows;
}
