import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface StartOptions {
  name: string;
  script: string;
  /** Node options to start it with (before the script). */
  nodeArgs?: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  logPath: string;
}

export interface Server {
  name: string;
  port: number;
  pid: number;
  /** When it was spawned (performance.now()). */
  startedAt: number;
  /** Sends SIGTERM and waits for the exit; kills it if it will not go. */
  stop(): Promise<void>;
}

export class StartError extends Error {}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const running = new Set<ChildProcess>();

// Last resort when the runner dies of an error: no server may outlive it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `script` under this node and waits until GET /api/health answers 200. */
export async function startServer(options: StartOptions): Promise<Server> {
  const log = openSync(options.logPath, 'w');
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script], { env: options.env, stdio: ['ignore', log, log] });
  closeSync(log);
  running.add(child);
  const exited = exitOf(child);
  void exited.then(() => running.delete(child));

  const failure = (reason: string) => new StartError(`${options.name} failed to start: ${reason}\n${logTail(options.logPath)}`);
  const polling = new AbortController();
  const ready = await Promise.race([
    waitForHealth(options.port, polling.signal),
    exited.then((exit) => `exited (${exit})`),
    new Promise<string>((resolve) => child.once('error', (error) => resolve(error.message))),
  ]);
  polling.abort();
  if (ready !== true) {
    await stopChild(child, exited);
    throw failure(ready === false ? `not healthy after ${READY_TIMEOUT_MS / 1000} s` : ready);
  }
  return { name: options.name, port: options.port, pid: child.pid ?? -1, startedAt, stop: () => stopChild(child, exited, options.name) };
}

async function waitForHealth(port: number, stopped: AbortSignal): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !stopped.aborted) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  return false;
}

/** How the child ended: "code 0", or the signal that ended it. */
export function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
}

/** SIGTERM, then SIGKILL if the child has not gone within the stop timeout. */
export async function stopChild(child: ChildProcess, exited: Promise<string>, name?: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  // Unref'd: a stop that went well must not keep the runner alive for the rest of the wait.
  const exit = await Promise.race([exited, sleep(STOP_TIMEOUT_MS, 'timeout', { ref: false })]);
  if (exit === 'timeout') {
    child.kill('SIGKILL');
    await exited;
    if (name) console.error(`warning: ${name} did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killed`);
  } else if (exit !== 'code 0' && exit !== 'SIGTERM' && name) {
    // NestJS re-raises SIGTERM once it has closed, so dying of it is a clean stop.
    console.error(`warning: ${name} ended with ${exit} on SIGTERM`);
  }
}

/** Stops every server still running (on an error or an interrupt). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child, exitOf(child))));
}

/** The last lines of a child's log, for an error message. */
export function logTail(path: string): string {
  try {
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    return `--- last lines of ${path} ---\n${lines.slice(-20).join('\n')}`;
  } catch {
    return `(no log at ${path})`;
  }
}

/** The API on a free port of its own, started as `npm run serve:api` would (script, node options, settings). */
export async function startApi(options: { script: string; nodeArgs: string[]; logPath: string; env: NodeJS.ProcessEnv }): Promise<Server> {
  const port = await freePort();
  return startServer({ name: 'pitchlens API', script: options.script, nodeArgs: options.nodeArgs, port, logPath: options.logPath, env: { ...options.env, PORT: String(port) } });
}
