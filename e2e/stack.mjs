// The product as browser tests use it: the built API (which serves the built
// site and, with no Stripe keys, runs the Stripe emulator) and the worker, on
// their own ports, a fresh database and queue prefix, all removed on exit.
import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import pg from 'pg';

const name = process.env.E2E_DATABASE_NAME;
const port = process.env.E2E_PORT;
if (!name || !port) throw new Error('E2E_DATABASE_NAME and E2E_PORT are set by e2e/playwright.config.ts');
const server = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queuePrefix = `e2e-${name}`;
// The API's own keys (admin sessions, limits), apart from the queues and removed with them.
const apiKeyPrefix = `${queuePrefix}-api`;

const env = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  DATABASE_URL: `${server}/${name}`,
  REDIS_URL: redisUrl,
  // The worker reaches the API's Stripe emulator here.
  STRIPE_EMULATOR_PORT: process.env.E2E_STRIPE_PORT ?? String(Number(port) + 1),
  // Both processes: the API adds privacy jobs (and reads the email queue) where the worker takes them.
  QUEUE_PREFIX: queuePrefix,
  REDIS_KEY_PREFIX: apiKeyPrefix,
};

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function dropQueueKeys() {
  const redis = new Redis(redisUrl);
  try {
    const keys = [...(await redis.keys(`${queuePrefix}:*`)), ...(await redis.keys(`${apiKeyPrefix}:*`))];
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

const children = [];
const start = (script, extra) => {
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extra } });
  children.push(child);
  child.once('exit', (code) => void stop(code ?? 1));
  return child;
};

async function healthy() {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))));
  await dropDatabase().catch((error) => console.error('could not drop the e2e database:', error.message));
  await dropQueueKeys().catch((error) => console.error('could not drop the e2e queue keys:', error.message));
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

start('api/dist/main.js', {
  PORT: port,
  HOST: '127.0.0.1',
  // A known password, so browser tests can sign in as the admin.
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  // One browser makes every call of a whole suite.
  RATE_LIMIT_PER_MINUTE: '100000',
});
// The API creates and migrates the database; the worker starts on it once that is done.
await healthy();
start('worker/dist/main.js', {
  POLL_INTERVAL_MS: '200',
  EMAIL_BACKOFF_MS: '200',
  MAIL_CATCHER_SMTP_PORT: '0',
  MAIL_CATCHER_WEB_PORT: process.env.E2E_MAIL_PORT ?? '0',
  WORKER_HTTP_PORT: '0',
});
