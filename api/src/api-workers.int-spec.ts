import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@pitchlens/database';
import { freePort, freePorts } from '../../worker/test/free-ports';
import { dropQueueKeys } from '../../worker/test/redis-keys';

/** The built API, as `npm run serve:api` runs it (the test command builds first). */
const MAIN = resolve(__dirname, '../dist/main.js');
/** The processes' Redis keys (queues, admin sessions), apart from everyone else's and removed at the end. */
const PREFIX = `test-api-workers-${randomBytes(4).toString('hex')}`;

// Each test starts two or three API processes and waits on them (up to 25 s a wait).
jest.setTimeout(120_000);

let database: TestDatabase;
beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  database = await createTestDatabase('api_workers');
});
afterAll(async () => {
  await database.drop();
  await dropQueueKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', PREFIX);
});

function startApi(port: number, env: NodeJS.ProcessEnv = {}): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_WORKERS: '2',
      QUEUE_PREFIX: PREFIX,
      REDIS_KEY_PREFIX: PREFIX,
      ADMIN_PASSWORD: 'api-workers-admin-password',
      STRIPE_SECRET_KEY: 'sk_test_apiworkers',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_apiworkers',
      STRIPE_WEBHOOK_SECRET: 'whsec_apiworkers',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

function workersOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number),
  );
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Waits for `condition`; failing, says what the API printed, which tells why. */
async function until(condition: () => boolean | Promise<boolean>, what: string, output: () => string, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const check = async () => {
    try {
      return await condition();
    } catch (error) {
      throw new Error(`${(error as Error).message} while waiting for ${what}; the API printed:\n${output()}`);
    }
  };
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the API printed:\n${output()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

it('serves from several processes, replaces a crashed one and stops them all on SIGTERM', async () => {
  const port = await freePort();
  const api = startApi(port);
  try {
    const pid = api.child.pid as number;
    // A worker killed before it listens counts as failing to start, which stops the API.
    const listening = () => [...api.output().matchAll(/API worker (\d+) listening/g)].map((m) => Number(m[1]));
    await until(async () => listening().length === 2 && (await healthy(port)), 'two listening workers and a healthy API', api.output);
    expect(workersOf(pid).sort()).toEqual(listening().sort());
    const [crashed] = listening();
    process.kill(crashed, 'SIGKILL');
    await until(() => {
      const now = workersOf(pid);
      return now.length === 2 && !now.includes(crashed);
    }, 'a replacement worker', api.output);
    await until(() => healthy(port), 'the API to answer again', api.output);
    expect(api.output()).toContain(`API worker ${crashed} exited (SIGKILL): starting another`);

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  } finally {
    api.child.kill('SIGKILL');
  }
});

it('stops with an error when the workers cannot start', async () => {
  const taken: Server = await new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => done(server));
  });
  const address = taken.address();
  const api = startApi(typeof address === 'object' && address ? address.port : 0);
  try {
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/exited while starting \(code 1\): stopping the API/);
  } finally {
    api.child.kill('SIGKILL');
    taken.close();
  }
});

it('two API processes share one rate limit', async () => {
  const limit = 6;
  const env = { API_WORKERS: '1', RATE_LIMIT_PER_MINUTE: String(limit) };
  const ports = await freePorts(2);
  // One after the other: each prepares the database before it listens, and two preparing at once would race.
  const first = startApi(ports[0], env);
  let second: ReturnType<typeof startApi> | undefined;
  try {
    await until(() => healthy(ports[0]), 'the first API', first.output);
    second = startApi(ports[1], env);
    await until(() => healthy(ports[1]), 'the second API', second.output);
    const statuses = [];
    for (let i = 0; i < 2 * limit; i++) {
      const answer = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/track-page-view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/', sessionId: 'session-api-workers-01' }),
      });
      statuses.push(answer.status);
    }
    // Counted apart, each process would allow the limit: twice as many.
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit);
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
  } finally {
    first.child.kill('SIGKILL');
    second?.child.kill('SIGKILL');
  }
});
