/**
 * The part alone: `node worker/dist/privacy-cli.js erase EMAIL`, the whole
 * command as an operator runs it (no API, no worker running), timed from
 * spawn to exit.
 */
import { startChild } from './projections-children';
import { ChildFailed } from './projections-replay';
import { round } from './report';

const DONE_LINE = /^erasure ([0-9a-f-]{36}) completed: /;

export interface CliErasure {
  erasureId: string;
  /** Spawn to exit: node's start, config, migrations check, the erasure, the record. */
  seconds: number;
  peakRssMb: number | null;
}

export async function eraseWithCli(options: { script: string; email: string; env: NodeJS.ProcessEnv; logPath: string; log: (line: string) => void }): Promise<CliErasure> {
  let erasureId: string | null = null;
  const started = performance.now();
  const child = startChild({
    name: 'privacy erase',
    script: options.script,
    args: ['erase', options.email],
    env: options.env,
    logPath: options.logPath,
    onLine: (line) => {
      const done = DONE_LINE.exec(line);
      if (!done) return;
      erasureId = done[1];
      options.log(`  ${line}`);
    },
  });
  const exit = await child.exited;
  const seconds = round((performance.now() - started) / 1000, 2);
  if (exit !== 'code 0') throw new ChildFailed(`privacy erase ended with ${exit}\n${child.logTail()}`);
  if (erasureId === null) throw new ChildFailed(`privacy erase printed no "erasure … completed" line\n${child.logTail()}`);
  return { erasureId, seconds, peakRssMb: child.peakRssMb() };
}
