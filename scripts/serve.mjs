// Runs the built API and worker side by side, as `npm start` and `npm run serve` do.
// A process that dies is started again after a growing pause; one process failing
// never stops the other (a crash of one would otherwise take the whole site down).
// Only a process that keeps dying (RESTART_LIMIT times within RESTART_WINDOW_MS)
// ends the launcher with an error, for an outer supervisor to notice.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

process.chdir(new URL('..', import.meta.url).pathname);
// Each process's settings (`NAME=value` before `node`) and node arguments come from its own script
// (`serve:api`, `serve:worker`), so both ways of starting agree.
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
function command(script) {
  const words = scripts[script].split(/\s+/);
  const env = { ...process.env };
  for (let setting; (setting = /^([A-Z_]+)=(\S*)$/.exec(words[0])); words.shift()) env[setting[1]] = setting[2];
  return { env, args: words.slice(1) };
}
const PROCESSES = { api: command('serve:api'), worker: command('serve:worker') };
const RESTART_LIMIT = 10;
const RESTART_WINDOW_MS = 10 * 60_000;
const FIRST_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 30_000;
/** A process that ran this long before dying starts again without waiting. */
const STABLE_AFTER_MS = 60_000;

const running = new Map();
let stopping = false;

const say = (message) => console.log(`[launcher] ${message}`);

function pipeLines(stream, name, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

function start(name, history = []) {
  const startedAt = Date.now();
  const child = spawn(process.execPath, PROCESSES[name].args, { env: PROCESSES[name].env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.set(name, child);
  pipeLines(child.stdout, name, process.stdout);
  pipeLines(child.stderr, name, process.stderr);
  say(`${name} started (pid ${child.pid})`);
  child.once('exit', (code, signal) => {
    running.delete(name);
    if (stopping) return finishIfDone();
    const recent = [...history, Date.now()].filter((at) => at > Date.now() - RESTART_WINDOW_MS);
    if (recent.length > RESTART_LIMIT) {
      say(`${name} exited (${signal ?? `code ${code}`}) ${recent.length} times in ${RESTART_WINDOW_MS / 60_000} minutes; giving up`);
      process.exitCode = 1;
      return stop();
    }
    const pause = Date.now() - startedAt >= STABLE_AFTER_MS ? 0 : Math.min(FIRST_PAUSE_MS * 2 ** (recent.length - 1), MAX_PAUSE_MS);
    say(`${name} exited (${signal ?? `code ${code}`}); restarting in ${pause / 1000} s (restart ${recent.length} of ${RESTART_LIMIT} allowed in ${RESTART_WINDOW_MS / 60_000} minutes)`);
    setTimeout(() => {
      if (!stopping) start(name, recent);
    }, pause);
  });
}

function stop() {
  stopping = true;
  for (const child of running.values()) child.kill('SIGTERM');
  finishIfDone();
}

function finishIfDone() {
  if (running.size === 0) process.exit();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const name of Object.keys(PROCESSES)) start(name);
