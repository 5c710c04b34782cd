import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiConfig, loadConfig } from '@pitchlens/config';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import request from 'supertest';
import { dropQueueKeys } from '../../worker/test/redis-keys';
import { createApp } from '../src/create-app';

/** A desktop browser's user agent. Tests call as people do: supertest's own agent is a bot's, which no figure counts. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** supertest for `server`, every request sent with the browser's user agent unless a test sets another. */
export function browserRequest(server: Parameters<typeof request>[0]): ReturnType<typeof request> {
  const client = request(server);
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || !HTTP_METHODS.has(property)) return value;
      return (...args: unknown[]) => (value as (...a: unknown[]) => request.Test).apply(target, args).set('user-agent', BROWSER_USER_AGENT);
    },
  });
}

export interface TestApp {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof request>;
  /** A pool of the test's own for looking at what the API stored. */
  db: Pool;
  close(): Promise<void>;
}

/** The real API on a database of the test file's own. */
export async function startTestApp(label: string, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(label);
  const config = loadConfig(ApiConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    // Each test app runs its own Stripe emulator, on any free port.
    STRIPE_EMULATOR_PORT: '0',
    // And has queues of its own, removed when it closes (a test that shares them with a worker names them).
    QUEUE_PREFIX: `test-${label}-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const db = createPool(database.url, { max: 2 });
  return {
    app,
    http: () => browserRequest(app.getHttpServer()),
    db,
    async close() {
      await app.close();
      await db.end();
      await database.drop();
      await dropQueueKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', config.QUEUE_PREFIX);
    },
  };
}

/** How many events the log holds, optionally of one type. */
export async function countEvents(db: Pool, type?: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM event_store.events WHERE $1::text IS NULL OR type = $1',
    [type ?? null],
  );
  return rows[0].n;
}
