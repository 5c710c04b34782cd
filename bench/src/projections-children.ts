/**
 * Children without an HTTP health check (the worker, the projections CLI):
 * started with their output teed to a log, stopped by pid, and watched for
 * peak memory. processes.ts covers the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { exitOf, logTail, stopChild } from './processes';
import { productionCommandOf } from './production-command';

const RSS_POLL_MS = 50;

export interface Child {
  name: string;
  pid: number;
  /** "code N" or the signal it died of. */
  exited: Promise<string>;
  /** Peak resident memory so far in MB (the kernel's high-water mark), or null off Linux. */
  peakRssMb(): number | null;
  stop(): Promise<void>;
  logTail(): string;
}

const running = new Set<ChildProcess>();

// Last resort when the runner dies of an error: no child may outlive it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startChild(options: { name: string; script: string; args?: string[]; env: NodeJS.ProcessEnv; logPath: string; onLine?: (line: string) => void }): Child {
  // Run as its package script runs it (the worker as `npm start` does), with that script's node options and settings.
  const command = productionCommandOf(options.script) ?? { env: {}, nodeArgs: [] };
  const child = spawn(process.execPath, [...command.nodeArgs, options.script, ...(options.args ?? [])], {
    env: { ...options.env, ...command.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const log = createWriteStream(options.logPath);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      options.onLine?.(line);
    });
  }
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`error: ${error.message}`));
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`));
  });
  // Output read to its end before anyone looks at the log.
  const closed = new Promise<void>((resolve) => child.once('close', () => log.end(resolve)));
  void exited.then(() => running.delete(child));

  // VmHWM is the kernel's own peak, so sampling only has to catch it before exit.
  let peakKb: number | null = null;
  const poll = setInterval(() => {
    const kb = vmHwmKb(child.pid);
    if (kb !== null) peakKb = Math.max(peakKb ?? 0, kb);
  }, RSS_POLL_MS);
  poll.unref();
  void exited.then(() => clearInterval(poll));

  return {
    name: options.name,
    pid: child.pid ?? -1,
    exited: exited.then(async (exit) => {
      await closed;
      return exit;
    }),
    peakRssMb: () => {
      const kb = vmHwmKb(child.pid);
      if (kb !== null) peakKb = Math.max(peakKb ?? 0, kb);
      return peakKb === null ? null : Math.round(peakKb / 1024);
    },
    stop: async () => {
      await stopChild(child, exited, options.name);
      await closed;
    },
    logTail: () => logTail(options.logPath),
  };
}

/** Stops every child still running (on an error or an interrupt). */
export async function stopChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child, exitOf(child))));
}

/** Peak resident memory of any process of ours in MB, or null if it cannot be read. */
export function peakRssMbOf(pid: number): number | null {
  const kb = vmHwmKb(pid);
  return kb === null ? null : Math.round(kb / 1024);
}

function vmHwmKb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
