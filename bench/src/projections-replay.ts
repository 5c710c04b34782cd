/**
 * Rebuilds every projector with `projections-cli.js replay` as an operator
 * would, timing the whole command (all projectors, one after the other) and
 * reading each projector's own line for where the time went.
 */
import { startChild } from './projections-children';
import { round } from './report';

export interface ProjectorReplay {
  name: string;
  applied: number;
  seconds: number;
  eventsPerSec: number;
}

export interface ReplayResult {
  /** The CLI from spawn to exit: every projector plus start-up. */
  wallSeconds: number;
  /** Log events rebuilt per second of wall time: the number the goal is about. */
  eventsPerSec: number;
  /** Sum over projectors of events applied (an event read by two projectors counts twice). */
  appliedTotal: number;
  projectors: ProjectorReplay[];
  peakRssMb: number | null;
}

export class ChildFailed extends Error {}

const DONE_LINE = /^([\w-]+): ([\d,]+) events replayed in ([\d.]+) s \(([\d,]+) events\/s\), tables swapped in$/;

export async function runReplay(options: { script: string; env: NodeJS.ProcessEnv; logPath: string; logEvents: number; log: (line: string) => void }): Promise<ReplayResult> {
  const projectors: ProjectorReplay[] = [];
  const started = performance.now();
  const child = startChild({
    name: 'projections replay',
    script: options.script,
    args: ['replay'],
    env: options.env,
    logPath: options.logPath,
    onLine: (line) => {
      const done = DONE_LINE.exec(line);
      if (!done) return;
      const [, name, applied, seconds, rate] = done;
      // The CLI's own rate: its printed seconds are rounded to 0.1.
      projectors.push({ name, applied: Number(applied.replaceAll(',', '')), seconds: Number(seconds), eventsPerSec: Number(rate.replaceAll(',', '')) });
      options.log(`  ${line}`);
    },
  });
  const exit = await child.exited;
  const wallSeconds = (performance.now() - started) / 1000;
  if (exit !== 'code 0') throw new ChildFailed(`projections replay ended with ${exit}\n${child.logTail()}`);
  if (projectors.length === 0) throw new ChildFailed(`projections replay printed no "events replayed" line\n${child.logTail()}`);
  return {
    wallSeconds: round(wallSeconds, 2),
    eventsPerSec: Math.round(options.logEvents / wallSeconds),
    appliedTotal: projectors.reduce((sum, p) => sum + p.applied, 0),
    projectors,
    peakRssMb: child.peakRssMb(),
  };
}
