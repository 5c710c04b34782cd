import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import type { ProjectorStatusResponse, ReplayJobStatusResponse, ReplayQueuedResponse, ReportTimeZoneResponse } from '@pitchlens/contracts';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../worker/test/worker-app';
import { StripeGateway } from '../../src/payments/stripe/stripe-gateway';
import { paymentsReactorCaughtUp } from '../payments-stack';
import { startTestApp, type TestApp } from '../test-app';
import type { AdminGet } from './compare';
import type { AdminPost } from './payouts-truth';
import type { Http, Mismatch } from './driver';
import { TRUTH_TIME_ZONE } from './truth-model';

/**
 * The API listening on a real port (the Stripe emulator posts its webhooks
 * there), the worker in this process on the same queues, an SMTP server for
 * the emails, and an admin session.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const PASSWORD = 'truth-test-admin-password';

export interface TruthStack {
  api: TestApp;
  http: Http;
  /** host:port the requests go to: a referrer there is the site's own page. */
  ownHost: string;
  /** SITE_URL's host:port, the site's public name: a referrer there (with `www.` or without) is the site's own too. */
  siteHost: string;
  emulatorUrl: string;
  /** Authorised GETs for one comparison round; a refused one is a mismatch of that round. */
  adminGet(out: Mismatch[]): AdminGet;
  adminText(path: string): Promise<string>;
  /** The admin session's cookie (`name=value`), for the writes an admin makes. */
  adminCookie: string;
  /** An admin's POST (the team's acts), answered with its status and body. */
  adminPost: AdminPost;
  quiet(): Promise<void>;
  replayAll(): Promise<void>;
  close(): Promise<void>;
}

/** Polls `check` until it holds; a poll interval, never a fixed wait for the thing itself. */
async function poll(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startStack(): Promise<TruthStack> {
  const prefix = `test-truth-${randomBytes(4).toString('hex')}`;
  // The API reads the worker's queues (replays) under the same prefix; every call comes from one address, so no rate limit.
  const api = await startTestApp('truth', { REPORT_TIMEZONE: TRUTH_TIME_ZONE.name, ADMIN_PASSWORD: PASSWORD, REDIS_KEY_PREFIX: prefix, QUEUE_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '100000000' });
  api.deliverWebhooks();
  const url = api.url;
  const http: Http = api.http;
  const emulatorUrl = api.app.get(StripeGateway).emulatorUrl as string;
  const smtp = new SmtpTestServer();
  const env = testWorkerEnv(api.app.get(ApiConfig).DATABASE_URL, await smtp.start(), {
    QUEUE_PREFIX: prefix,
    STRIPE_EMULATOR_PORT: new URL(emulatorUrl).port,
    REPORT_TIMEZONE: TRUTH_TIME_ZONE.name,
  });
  const worker: INestApplicationContext = await startWorker(env);
  const login = await http().post('/api/admin/login').send({ password: PASSWORD });
  if (login.status !== 204) throw new Error(`admin login answered ${login.status}`);
  const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  const authed = (path: string) => http().get(path).set('cookie', cookie);
  // The worker builds the (empty) read models in the report time zone at start.
  await poll(
    async () => ((await authed('/api/admin/operations/report-time-zone')).body as ReportTimeZoneResponse).liveTimeZone === TRUTH_TIME_ZONE.name,
    'the read models to be built in the report time zone',
    60_000,
  );

  const adminGet = (out: Mismatch[]): AdminGet => async <T>(path: string) => {
    const res = await authed(path);
    if (res.status === 200) return res.body as T;
    out.push({ figure: `GET ${path}`, expected: '200', actual: `${res.status} ${JSON.stringify(res.body).slice(0, 200)}` });
    return null;
  };

  /** Every projector (and the payments reactor) caught up with the log, and the log holding still. */
  const quiet = async () => {
    let last = '';
    let since = Date.now();
    await poll(async () => {
      const res = await authed('/api/admin/operations/projectors');
      const { rows } = await api.db.query<{ head: string }>(`SELECT (SELECT coalesce(max(global_position), 0) FROM event_store.events)::text AS head`);
      const projectors = res.body as ProjectorStatusResponse[];
      const caughtUp = res.status === 200 && projectors.every((p) => p.eventsBehind === 0) && (await paymentsReactorCaughtUp(api.db));
      const signature = `${rows[0].head} ${JSON.stringify(projectors)}`;
      if (!caughtUp || signature !== last) {
        last = signature;
        since = Date.now();
        return false;
      }
      return Date.now() - since >= 1_500;
    }, 'the projectors to catch up and hold still', 180_000);
    // Autovacuum would give the read models statistics about a minute after they changed; this
    // database is seconds old, and without them the reports are planned as if its tables were
    // empty (the first comparison round took three times as long).
    await api.db.query('ANALYZE');
  };

  return {
    api, http, ownHost: new URL(url).host, siteHost: new URL(api.app.get(ApiConfig).SITE_URL).host, emulatorUrl, adminGet, quiet,
    adminText: async (path) => (await authed(path)).text,
    adminCookie: cookie,
    adminPost: async (path, body) => {
      const res = await http().post(path).set('cookie', cookie).send(body);
      return { status: res.status, body: res.body as unknown };
    },
    async replayAll() {
      const queued = await http().post('/api/admin/operations/replay').set('cookie', cookie).send({ projector: 'all' });
      if (queued.status >= 300) throw new Error(`replay answered ${queued.status} ${JSON.stringify(queued.body)}`);
      const { jobId } = queued.body as ReplayQueuedResponse;
      let state = '';
      await poll(async () => {
        state = ((await authed(`/api/admin/operations/replay/${jobId}`)).body as ReplayJobStatusResponse).state;
        if (state === 'failed') throw new Error('the replay failed');
        return state === 'completed';
      }, 'the replay of every projector', 180_000);
      await quiet();
    },
    async close() {
      await worker.close();
      await smtp.stop();
      await dropQueueKeys(REDIS_URL, prefix);
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      if (process.env.TRUTH_KEEP_DB !== '1') return api.close();
      // Kept for looking into a failure: the raw log and read models stay in this database.
      const { rows } = await api.db.query<{ name: string }>('SELECT current_database() AS name');
      console.log(`truth test: database kept: ${rows[0].name}`);
      await api.app.close();
      await api.db.end();
    },
  };
}
