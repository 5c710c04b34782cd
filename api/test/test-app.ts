import { randomBytes } from 'node:crypto';
import { Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiConfig, loadConfig } from '@pitchlens/config';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import request from 'supertest';
import { dropQueueKeys } from '../../worker/test/redis-keys';
import { createApp } from '../src/create-app';
import { openApiDocument } from '../src/docs/openapi-document';
import { StripeGateway } from '../src/payments/stripe/stripe-gateway';
import { checkResponses } from './response-check';

/** A desktop browser's user agent. Tests call as people do: supertest's own agent is a bot's, which no figure counts. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/**
 * supertest for the API at `url`, over `agent`'s kept-alive connections as a
 * browser's are (a new connection per request, or supertest's own listen per
 * request, cost more than many a request), every request sent with the
 * browser's user agent unless a test sets another.
 */
export function browserRequest(url: string, agent: Agent): ReturnType<typeof request> {
  const client = request(url);
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || !HTTP_METHODS.has(property)) return value;
      return (...args: unknown[]) => (value as (...a: unknown[]) => request.Test).apply(target, args).set('user-agent', BROWSER_USER_AGENT).agent(agent);
    },
  });
}

export interface TestApp {
  app: NestFastifyApplication;
  /** Where the API listens (127.0.0.1, a free port), and that port. */
  url: string;
  port: number;
  http: () => ReturnType<typeof request>;
  /**
   * Has the Stripe emulator deliver its webhooks to this API, as it does once
   * the API listens in development. Left off otherwise, so no webhook lands
   * between a test's request and what it counts.
   */
  deliverWebhooks(): void;
  /** A pool of the test's own for looking at what the API stored. */
  db: Pool;
  /** The answers so far that the OpenAPI document does not describe (see checkResponses); forgotten once taken. */
  takeUndocumentedAnswers(): string[];
  /** Stops the app and removes what it made; fails if any answer did not match the OpenAPI document. */
  close(): Promise<void>;
}

/** Postgres servers of a test's own: the primary the database is made on, and a replica of it the API reads reports from. */
export interface TestServers {
  primary: string;
  replica?: string;
}

/** The real API on a database of the test file's own, listening on a free port of 127.0.0.1. */
export async function startTestApp(label: string, env: NodeJS.ProcessEnv = {}, servers?: TestServers): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(label, servers?.primary);
  const prefix = `test-${label}-${randomBytes(4).toString('hex')}`;
  // Queues and keys (rate-limit counts) of its own, removed when it closes (a test that shares them names them).
  const prefixes = new Set([env.QUEUE_PREFIX ?? prefix, env.REDIS_KEY_PREFIX ?? prefix]);
  let app: NestFastifyApplication | undefined;
  try {
    const config = loadConfig(ApiConfig, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      ...(servers?.replica === undefined ? {} : { DATABASE_READ_URL: `${servers.replica}${new URL(database.url).pathname}` }),
      // Each test app runs its own Stripe emulator, on any free port.
      STRIPE_EMULATOR_PORT: '0',
      QUEUE_PREFIX: prefix,
      REDIS_KEY_PREFIX: prefix,
      ...env,
    });
    app = await createApp(config);
    return await listening(app, config, database, prefixes);
  } catch (error) {
    // A start that fails (a build missing a file, a bad setting) leaves nothing behind for the next run to find;
    // the start's own error is the one to see, not one from closing what it half made.
    await app?.close().catch(() => undefined);
    await removeLeft(database, prefixes);
    throw error;
  }
}

async function listening(app: NestFastifyApplication, config: ApiConfig, database: TestDatabase, prefixes: Set<string>): Promise<TestApp> {
  // The document the app serves, built again from the same app: every answer of the test is checked against it.
  const answers = checkResponses(app.getHttpAdapter().getInstance(), openApiDocument(app, config));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  // Through Node's listen, not Fastify's: Fastify's would also tell the emulator where to deliver webhooks.
  const server: Server = app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  // Idle connections are retired well before the server's keepAliveTimeout (72 s) closes them: a request
  // written into a connection the server is closing at that moment would be reset (Node 20's agent reads no Keep-Alive hint).
  const agent = new Agent({ keepAlive: true, timeout: 30_000 });
  const db = createPool(database.url, { max: 2 });
  return {
    app,
    url,
    port,
    http: () => browserRequest(url, agent),
    deliverWebhooks: () => app.get(StripeGateway).listeningAt(url),
    db,
    takeUndocumentedAnswers: () => answers.take(),
    async close() {
      agent.destroy();
      await app.close();
      await db.end();
      await removeLeft(database, prefixes);
      const undocumented = answers.take();
      if (undocumented.length > 0) throw new Error(`Answers the OpenAPI document does not describe (api/src/docs):\n${undocumented.join('\n')}`);
    },
  };
}

/** The test app's database and Redis keys. */
async function removeLeft(database: TestDatabase, prefixes: Set<string>): Promise<void> {
  await database.drop();
  for (const keys of prefixes) await dropQueueKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', keys);
}

/** How many events the log holds, optionally of one type. */
export async function countEvents(db: Pool, type?: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM event_store.events WHERE $1::text IS NULL OR type = $1',
    [type ?? null],
  );
  return rows[0].n;
}
