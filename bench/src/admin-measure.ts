/**
 * Times the admin queries against the running API: logged in as the admin,
 * sequential calls (one dashboard user), each timed from the request to the
 * last byte of its body, and, for CSV downloads, to its first contact row.
 */
import type { AdminQuery } from './admin-queries';
import { latencyOf, type TrafficResult } from './projections-traffic';

export interface Latency {
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

export interface VariantResult {
  path: string;
  calls: number;
  latencyMs: Latency;
  /** Downloads: to the first contact row (the header line and one more). */
  firstRowMs: Latency | null;
  /** Rows the answer reported (`total` of a contact page, lines of a CSV less its header, events of a timeline). */
  rows: number | null;
}

export interface QueryResult {
  name: string;
  runs: number;
  /** Warm-up calls made: the setting, or one per variant if there are more. */
  warmup: number;
  latencyMs: Latency;
  firstRowMs: Latency | null;
  /**
   * The first warm-up call, to its last byte and (a download) its first row:
   * what an admin opening the report waits, after whatever the queries before
   * it left to catch up on (under traffic, their minutes of visitors).
   */
  firstCall: { ms: number; firstRowMs: number };
  variants: VariantResult[];
  /** Answers other than 200: the run cannot be trusted. */
  failures: string[];
  /** The API's peak resident memory (the kernel's VmHWM) in MB once this query's calls were done: the process's peak so far, so the query that raised it shows. */
  apiPeakRssMb: number | null;
  /** Under traffic: the tracking calls sent while this query's calls ran, so a query that holds visitors up shows. */
  trackingDuring?: TrackingDuring;
}

/** When a query's calls began and ended (performance.now()). */
export interface QueryWindow {
  from: number;
  to: number;
}

/** A tracking call answered 2xx: when it was sent (performance.now()) and how long it took. */
export interface TrackingCall {
  sentAt: number;
  ms: number;
}

export type TrackingDuring = TrafficResult['latencyMs'] & { calls: number };

/** The tracking calls sent within `window` (none when the query was not measured). */
export function trackingDuring(calls: TrackingCall[], window: QueryWindow | undefined): TrackingDuring {
  const ms = window ? calls.filter((c) => c.sentAt >= window.from && c.sentAt < window.to).map((c) => c.ms) : [];
  return { calls: ms.length, ...latencyOf(ms) };
}

export class AdminClient {
  private constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  static async logIn(base: string, password: string): Promise<AdminClient> {
    const response = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    await response.arrayBuffer();
    const cookie = /^(pitchlens_admin=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (response.status !== 204 || !cookie) throw new Error(`admin login answered ${response.status}${cookie ? '' : ' without a session cookie'}`);
    return new AdminClient(base, cookie);
  }

  /**
   * One call, timed to its last byte and to its second line (a CSV's first
   * row). A CSV's lines are counted as they arrive and only its first 64 kB
   * kept: held whole, a million-row export is a 196 MB string in this
   * process, whose collection would fall inside the next call's time.
   */
  async get(path: string): Promise<{ status: number; ms: number; firstRowMs: number; body: string; lines: number }> {
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, { headers: { cookie: this.cookie } });
    const csv = (response.headers.get('content-type') ?? '').startsWith('text/csv');
    const decoder = new TextDecoder();
    let body = '';
    let lines = 0;
    let firstRowMs: number | null = null;
    for await (const chunk of response.body ?? []) {
      const bytes = chunk as Uint8Array;
      for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines += 1;
      // Two line ends: a CSV's header and its first row have arrived.
      if (firstRowMs === null && lines >= 2) firstRowMs = performance.now() - started;
      if (!csv || body.length < KEPT_CSV_CHARS) body += decoder.decode(bytes, { stream: true });
    }
    body += decoder.decode();
    const ms = performance.now() - started;
    return { status: response.status, ms, firstRowMs: firstRowMs ?? ms, body, lines };
  }
}

/** How much of a CSV an answer keeps: enough for an error's first words. */
const KEPT_CSV_CHARS = 65_536;

/** `apiPeakRssMb` reads the measured API's peak resident memory (null where it cannot be read). */
export async function measureQuery(client: AdminClient, query: AdminQuery, warmup: number, apiPeakRssMb: () => number | null): Promise<QueryResult> {
  const failures: string[] = [];
  const rows = new Map<string, number | null>();
  let firstCall = { ms: 0, firstRowMs: 0 };
  // Every variant at least once: its rows are then known, and none is measured cold.
  for (let i = 0; i < Math.max(warmup, query.variants.length); i++) {
    const path = query.variants[i % query.variants.length];
    const answer = await client.get(path);
    if (i === 0) firstCall = { ms: answer.ms, firstRowMs: answer.firstRowMs };
    if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
    else rows.set(path, rowsOf(path, answer));
  }
  const byVariant = new Map<string, number[]>(query.variants.map((path) => [path, []]));
  const firstRows = new Map<string, number[]>(query.variants.map((path) => [path, []]));
  for (let i = 0; i < query.runs; i++) {
    const path = query.variants[i % query.variants.length];
    const answer = await client.get(path);
    if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
    byVariant.get(path)?.push(answer.ms);
    firstRows.get(path)?.push(answer.firstRowMs);
  }
  const all = [...byVariant.values()].flat();
  return {
    name: query.name,
    runs: query.runs,
    warmup: Math.max(warmup, query.variants.length),
    latencyMs: latency(all),
    firstRowMs: query.download ? latency([...firstRows.values()].flat()) : null,
    firstCall,
    variants: [...byVariant].map(([path, ms]) => ({
      path,
      calls: ms.length,
      latencyMs: latency(ms),
      firstRowMs: query.download ? latency(firstRows.get(path) ?? []) : null,
      rows: rows.get(path) ?? null,
    })),
    failures: [...new Set(failures)],
    apiPeakRssMb: apiPeakRssMb(),
  };
}

/** The rows an answer holds: a CSV's lines but its header, a list's total, a timeline's events. */
function rowsOf(path: string, { body, lines }: { body: string; lines: number }): number | null {
  if (path.startsWith('/api/contacts.csv')) return lines - 1;
  try {
    const json = JSON.parse(body) as { total?: number; events?: unknown[] };
    return json.total ?? json.events?.length ?? null;
  } catch {
    return null;
  }
}

/** Nearest-rank percentiles, in ms to 0.1. */
export function latency(samples: number[]): Latency {
  if (samples.length === 0) return { p50: 0, p95: 0, max: 0, mean: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const r = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: r(rank(50)), p95: r(rank(95)), max: r(sorted[sorted.length - 1]), mean: r(sorted.reduce((a, b) => a + b, 0) / sorted.length) };
}
