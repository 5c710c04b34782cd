import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const DIST = resolve(__dirname, '../dist');

export interface Child {
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** Runs a built worker entry point (`main.js`, `projections-cli.js`) as its own process. */
export function runBuilt(script: string, args: string[], env: NodeJS.ProcessEnv): Child {
  return runNode([resolve(DIST, script), ...args], env);
}

/** Runs `node …args` as its own process, what it prints kept. */
export function runNode(args: string[], env: NodeJS.ProcessEnv = {}): Child {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, exited, output: () => output };
}

/** Waits until `condition` holds, checking again as soon as each check finishes. */
export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
