import { missingMigrations } from '@pitchlens/database';
import type { Pool } from 'pg';

const CHECK_TIMEOUT_MS = 2000;

export type CheckState = 'up' | 'down';

/** What the liveness probe answers: the process is up to answer at all. */
export interface LivenessReport {
  status: 'alive';
}

export interface ReadinessReport {
  /** degraded: ready, with something it could do without (each named in `degraded`). */
  status: 'ready' | 'degraded' | 'not ready';
  checks: Record<string, CheckState>;
  /** What is wrong with each part the process serves without, by its name. */
  degraded?: Record<string, string>;
}

/** Runs `check`; 'down' if it fails or takes longer than a health check may wait. */
export async function probe(check: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Every migration this build knows is applied: a process of a newer release waits for its schema. */
export async function migrationsApplied(pool: Pool): Promise<void> {
  const missing = await missingMigrations(pool);
  if (missing.length > 0) throw new Error(`missing migrations: ${missing.join(', ')}`);
}

/** Ready when every check is up; the checks run together. */
export async function readiness(checks: Record<string, () => Promise<unknown>>): Promise<ReadinessReport> {
  const names = Object.keys(checks);
  const states = await Promise.all(names.map((name) => probe(checks[name])));
  const report = Object.fromEntries(names.map((name, i) => [name, states[i]]));
  return { status: states.every((s) => s === 'up') ? 'ready' : 'not ready', checks: report };
}

/** `report` with the optional part `name` wrong for `reason` (null: nothing wrong): still ready, but degraded. */
export function degradedBy(report: ReadinessReport, name: string, reason: string | null): ReadinessReport {
  if (reason === null) return report;
  return { ...report, status: report.status === 'ready' ? 'degraded' : report.status, degraded: { ...report.degraded, [name]: reason } };
}
