import type { INestApplicationContext } from '@nestjs/common';
import type { Pool } from 'pg';
import { browserConfirm } from '../../libs/stripe-emulator/src/test-support/browser';
import { until } from '../../worker/test/child-process';
import { SmtpTestServer } from '../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../worker/test/worker-app';
import { StripeGateway } from '../src/payments/stripe/stripe-gateway';
import type { browserRequest, TestApp } from './test-app';

const REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * The payments reactor has acted on every Stripe delivery in the log. Its
 * checkpoint row appears with its first batch: until then it has acted on none.
 */
export async function paymentsReactorCaughtUp(db: Pick<Pool, 'query'>): Promise<boolean> {
  const { rows } = await db.query<{ caught_up: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM event_store.events e
                         WHERE e.type = 'StripeEventReceived' AND e.global_position > coalesce(c.global_position, 0)) AS caught_up
       FROM (SELECT 1) one LEFT JOIN read_model.projector_checkpoints c ON c.name = 'payments-reactor'`,
  );
  return rows[0].caught_up;
}

/** A $497 framework session paid by `email` (in `sessionId` when given) and confirmed as the browser does: its PaymentIntent's id and client secret. */
export async function payFramework(on: Pick<PaymentsStack<TestApp>, 'http' | 'emulatorUrl'>, email: string, sessionId?: string): Promise<{ id: string; secret: string }> {
  const created = await on.http().post('/api/create-framework-payment').send({ customerEmail: email, sessionId }).expect(200);
  const { clientSecret } = created.body as { clientSecret: string };
  expect((await browserConfirm(on.emulatorUrl, clientSecret)).body.status).toBe('succeeded');
  return { id: clientSecret.slice(0, clientSecret.indexOf('_secret_')), secret: clientSecret };
}

/**
 * Checkouts end to end on the server side: the API listening (which is what
 * tells the Stripe emulator it starts where our webhook is), the worker in
 * this process on the same database and emulator, and an SMTP server.
 */
export interface PaymentsStack<A extends TestApp> {
  api: A;
  smtp: SmtpTestServer;
  /** The worker's settings (its queue prefix, …). */
  workerEnv: NodeJS.ProcessEnv;
  emulatorUrl: string;
  http(): ReturnType<typeof browserRequest>;
  /** Every delivery Stripe has made so far is recorded and acted on by the payments reactor. */
  settle(): Promise<void>;
  /** Stops the worker, runs `meanwhile` (as during a crash or a restore), and starts it again. */
  restartWorker(meanwhile: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the stack around an API test app; `start` must give the app
 * `STRIPE_EMULATOR_PORT: '0'`, and the QUEUE_PREFIX given here when the API
 * adds jobs for the worker.
 */
export async function startPaymentsStack<A extends TestApp>(
  start: () => Promise<A>,
  options: {
    queuePrefix?: string;
    /** Where the worker reaches the emulator, given its port (a relay the test controls); the emulator itself by default. */
    workerStripePort?: (emulatorPort: number) => Promise<number>;
  } = {},
): Promise<PaymentsStack<A>> {
  const { queuePrefix, workerStripePort = async (port) => port } = options;
  const api = await start();
  api.deliverWebhooks();
  const emulatorUrl = api.app.get(StripeGateway).emulatorUrl as string;
  const smtp = new SmtpTestServer();
  const db = (await api.db.query<{ db: string }>('SELECT current_database() AS db')).rows[0].db;
  const workerEnv = testWorkerEnv(`postgres://postgres@127.0.0.1:5432/${db}`, await smtp.start(), {
    STRIPE_EMULATOR_PORT: String(await workerStripePort(Number(new URL(emulatorUrl).port))),
    ...(queuePrefix ? { QUEUE_PREFIX: queuePrefix } : {}),
  });
  let worker: INestApplicationContext = await startWorker(workerEnv);
  return {
    api,
    smtp,
    workerEnv,
    emulatorUrl,
    http: api.http,
    settle: () =>
      until(
        () => paymentsReactorCaughtUp(api.db),
        'the payments reactor to catch up',
        20_000,
      ),
    async restartWorker(meanwhile) {
      await worker.close();
      await meanwhile();
      worker = await startWorker(workerEnv);
    },
    async close() {
      await worker.close();
      await smtp.stop();
      await dropQueueKeys(REDIS_URL, workerEnv.QUEUE_PREFIX as string);
      await api.close();
    },
  };
}
