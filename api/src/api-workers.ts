import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, type ApiConfig } from '@pitchlens/config';

const STOP_TIMEOUT_MS = 15_000;

/**
 * How many API processes to run. Tracking calls are CPU work in Node, so one
 * process uses one core at most; more pay off where the API has cores to
 * itself. One is the default: on a two-core machine shared with Postgres,
 * two processes committed fewer events per second than one (bench:ingest).
 */
export function apiWorkerCount(config: ApiConfig, cores = availableParallelism()): number {
  const wanted = config.API_WORKERS ?? 1;
  const count = wanted === 0 ? cores : wanted;
  if (count > 1 && (config.ADMIN_PASSWORD === undefined || config.STRIPE_SECRET_KEY === undefined)) {
    throw new ConfigError([
      `API_WORKERS: ${count} processes need ADMIN_PASSWORD and STRIPE_SECRET_KEY set, or each would make its own admin password and Stripe emulator`,
    ]);
  }
  return count;
}

/**
 * Runs `count` copies of this script sharing the port (the primary hands out
 * connections). A worker that dies after it was listening crashed and is
 * replaced; one that dies before stops the whole API, since a replacement
 * would fail the same way. SIGTERM or SIGINT stops the workers gracefully,
 * then the primary.
 */
export function superviseWorkers(count: number): void {
  const workers = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  let stopping = false;
  const fork = () => workers.add(cluster.fork());

  cluster.on('listening', (worker) => {
    listening.add(worker);
    console.log(`API worker ${worker.process.pid} listening`);
  });
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) process.exit();
      return;
    }
    const how = signal ?? `code ${code}`;
    if (listening.has(worker)) {
      console.error(`API worker ${worker.process.pid} exited (${how}): starting another`);
      fork();
    } else {
      console.error(`API worker ${worker.process.pid} exited while starting (${how}): stopping the API`);
      stop(1);
    }
  });

  const stop = (exitCode: number) => {
    stopping = true;
    process.exitCode = exitCode;
    if (workers.size === 0) process.exit();
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_TIMEOUT_MS).unref();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop(0));
  for (let i = 0; i < count; i++) fork();
}
