import type { ErasureResult } from '@pitchlens/contracts';

const count = new Intl.NumberFormat('en-US');

/** 12345 reads "12,345". */
export function formatCount(n: number): string {
  return count.format(n);
}

/** Seconds behind as a person reads them: "caught up", "42 s", "3 min 5 s", "2 h 4 min". */
export function formatLag(seconds: number): string {
  if (seconds <= 0) return 'caught up';
  const s = Math.round(seconds);
  if (s < 60) return `${Math.max(s, 1)} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/** Whether a replay job may still move, so its progress is worth asking for again. */
export function isRunning(state: string | undefined): boolean {
  return state === 'waiting' || state === 'active' || state === 'delayed';
}

const counted = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** What an erasure did, in one line: "12 events · 2 streams · 1 job · 0 Redis entries · read models rewritten: contacts, traffic". */
export function erasureSummary(result: ErasureResult): string {
  const parts = [counted(result.events, 'event'), counted(result.streams, 'stream'), counted(result.jobs, 'job'), counted(result.redisEntries, 'Redis entry', 'Redis entries')];
  const rewritten = result.readModels.length > 0 ? result.readModels.join(', ') : 'none';
  return `${parts.join(' · ')} · read models rewritten: ${rewritten}`;
}
