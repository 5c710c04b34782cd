import { ApiConfig, privacySecret } from '@pitchlens/config';
import { QUEUES, type ErrorResponse, type JobData, type PrivacyRequestAccepted } from '@pitchlens/contracts';
import { addressKey } from '@pitchlens/event-store';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { until } from '../../../../worker/test/child-process';
import { TcpProxy } from '../../../../worker/test/tcp-proxy';
import { dropQueueKeys } from '../../../../worker/test/worker-app';
import { countEvents, startTestApp, type TestApp } from '../../../test/test-app';
import { REDIS } from '../../common/di-tokens';
import { PRIVACY_REQUESTS_PER_CLIENT } from './commands/request-privacy/request-privacy.http.controller';
import { CONFIRMATION_MAILS_PER_ADDRESS } from './confirmation-mail-limit';
import { PrivacyLinks } from './privacy-links';

/**
 * Self-service privacy requests through the real API, its Redis reached
 * through a relay the last test cuts. Nothing runs the privacy queue: the
 * jobs the API queued are read back as the worker would find them.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const SITE_URL = 'https://www.pitchlens.example';
const PREFIX = `test-privacy-self-service-${randomBytes(4).toString('hex')}`;

let t: TestApp;
let proxy: TcpProxy;
let redis: Redis;
let queue: Queue<JobData<'privacy'>>;

beforeAll(async () => {
  proxy = new TcpProxy(6379);
  const port = await proxy.start();
  t = await startTestApp('privacy_self_service', {
    REDIS_URL: `redis://127.0.0.1:${port}`,
    QUEUE_PREFIX: PREFIX,
    REDIS_KEY_PREFIX: PREFIX,
    SITE_URL,
    TRUST_PROXY: 'true',
  });
  redis = new Redis(REDIS_URL);
  queue = new Queue(QUEUES.privacy, { connection: redis, prefix: PREFIX });
});

afterAll(async () => {
  await queue?.close();
  redis?.disconnect();
  await t?.close();
  await proxy?.stop();
  await dropQueueKeys(REDIS_URL, PREFIX);
});

let lastIp = 0;
/** Each test asks from a client address of its own, so only the limit test meets the limit per client. */
const freshIp = () => `198.51.100.${++lastIp}`;

const ask = (body: object, ip = freshIp()) => t.http().post('/api/privacy-requests').set('x-forwarded-for', ip).send(body);
const confirm = (token: unknown) => t.http().post('/api/privacy-requests/confirm').set('x-forwarded-for', freshIp()).send({ token });

const jobs = async () => (await queue.getWaiting()).map((job) => ({ id: job.id, data: job.data }));
const jobsFor = async (email: string) => (await jobs()).filter((job) => job.data.email === email);
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

/** The confirmation link the API queued for the address's latest request. */
async function mailedToken(email: string): Promise<string> {
  const mails = (await jobsFor(email)).flatMap((job) => (job.data.kind === 'confirm-request' ? [job.data.link] : []));
  return tokenOf(mails[mails.length - 1]);
}

const countedKeys = async () => (await redis.keys(`${PREFIX}:privacy-requests:*`)).sort();
const erasureRows = async () =>
  (await t.db.query<{ id: string; address_key: string; source: string; state: string }>(`SELECT id, address_key, source, state FROM privacy.erasures`)).rows;

async function expectRefusal(res: { status: number; body: unknown }, status: number, fields: string[]): Promise<void> {
  expect(res.status).toBe(status);
  const body = res.body as ErrorResponse;
  expect(body).toMatchObject({ success: false, statusCode: status });
  expect([...new Set(body.fields.map((f) => f.field))]).toEqual(fields);
}

describe('POST /api/privacy-requests', () => {
  it('refuses bad input with a 400 naming the field, and queues and counts nothing', async () => {
    const before = await jobs();
    // Other tests' requests are counted under keys of their own addresses and clients.
    const counted = await countedKeys();
    await expectRefusal(await ask({ kind: 'erase' }), 400, ['email']);
    await expectRefusal(await ask({ email: 'not-an-address', kind: 'export' }), 400, ['email']);
    await expectRefusal(await ask({ email: 'ann@acme.example', kind: 'delete-everything' }), 400, ['kind']);
    await expectRefusal(await ask({ email: 'ann@acme.example' }), 400, ['kind']);
    await expectRefusal(await ask({ email: 'session-0001@visitor.pitchlens.invalid', kind: 'erase' }), 400, ['email']);
    expect(await jobs()).toEqual(before);
    expect(await countedKeys()).toEqual(counted);
  });

  it('answers the same for an address we hold and one we do not, mails each a link, and stores nothing', async () => {
    await t.http().post('/api/track-contact').send({ email: 'known@acme.example', firstName: 'Kim', metadata: { sessionId: 'session-known-1' } }).expect(201);
    const events = await countEvents(t.db);
    const erasures = await erasureRows();
    const known = await ask({ email: 'Known@Acme.example', kind: 'erase' });
    const unknown = await ask({ email: 'nobody@elsewhere.example', kind: 'erase' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect((known.body as PrivacyRequestAccepted).kind).toBe('erase');
    for (const email of ['known@acme.example', 'nobody@elsewhere.example']) {
      const [job] = await jobsFor(email);
      expect(job.data).toEqual({ kind: 'confirm-request', email, request: 'erase', link: expect.stringMatching(/^https:\/\/www\.pitchlens\.example\/privacy-request\/confirm\?token=[\w-]+$/) });
    }
    expect(await countEvents(t.db)).toBe(events);
    expect(await erasureRows()).toEqual(erasures);
  });

  it(`mails an address at most ${CONFIRMATION_MAILS_PER_ADDRESS} times a day, answering the same beyond, counted under a keyed hash`, async () => {
    const email = 'often@acme.example';
    const answers = [];
    for (let i = 0; i <= CONFIRMATION_MAILS_PER_ADDRESS; i++) answers.push(await ask({ email, kind: 'export' }));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 202));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await jobsFor(email)).toHaveLength(CONFIRMATION_MAILS_PER_ADDRESS);
    const key = `${PREFIX}:privacy-requests:confirmation-mails:${addressKey(privacySecret(t.app.get(ApiConfig)), email)}`;
    expect(await redis.get(key)).toBe(String(CONFIRMATION_MAILS_PER_ADDRESS + 1));
    expect((await countedKeys()).join()).not.toMatch(/often|acme/);
  });

  it(`allows one client ${PRIVACY_REQUESTS_PER_CLIENT.max} requests an hour, then answers 429 in the error shape`, async () => {
    // Until the API's connection is ready (just started, or back after the outage test) it counts in memory, then in Redis:
    // a count begun in one and ended in the other comes short.
    await until(async () => t.app.get<Redis>(REDIS).status === 'ready', "the API's Redis to be ready", 10_000);
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i <= PRIVACY_REQUESTS_PER_CLIENT.max; i++) answers.push(await ask({ email: `client-${i}@acme.example`, kind: 'export' }, ip));
    expect(answers.map((a) => a.status)).toEqual([...answers.slice(1).map(() => 202), 429]);
    expect(answers[PRIVACY_REQUESTS_PER_CLIENT.max].body).toMatchObject({ success: false, statusCode: 429, fields: [] });
    expect(await jobsFor(`client-${PRIVACY_REQUESTS_PER_CLIENT.max}@acme.example`)).toEqual([]);
  });
});

describe('POST /api/privacy-requests/confirm', () => {
  it('files one pending self-service erasure for a confirmed link, however often it is opened', async () => {
    const email = 'eraser@acme.example';
    await ask({ email, kind: 'erase' }).expect(202);
    const token = await mailedToken(email);
    const answers = [await confirm(token), await confirm(token)];
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(answers[0].body).toEqual({ kind: 'erase', message: expect.stringContaining('erase') });
    const rows = (await erasureRows()).filter((row) => row.address_key === addressKey(privacySecret(t.app.get(ApiConfig)), email));
    expect(rows).toEqual([{ id: expect.any(String), address_key: expect.any(String), source: 'self-service', state: 'pending' }]);
    expect((await jobsFor(email)).filter((job) => job.data.kind === 'erase')).toEqual([
      { id: rows[0].id, data: { kind: 'erase', erasureId: rows[0].id, email, notify: true } },
    ]);
  });

  it('queues one export for a confirmed link, however often it is opened', async () => {
    const email = 'exporter@acme.example';
    await ask({ email, kind: 'export' }).expect(202);
    const token = await mailedToken(email);
    expect((await confirm(token)).body).toEqual({ kind: 'export', message: expect.any(String) });
    await confirm(token).expect(202);
    expect((await jobsFor(email)).filter((job) => job.data.kind === 'export').map((job) => job.data)).toEqual([{ kind: 'export', email }]);
  });

  it('refuses a tampered, made-up or expired token, naming it, and files nothing', async () => {
    const email = 'tamperer@acme.example';
    await ask({ email, kind: 'erase' }).expect(202);
    const token = await mailedToken(email);
    const tampered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    const expired = t.app.get(PrivacyLinks).token({ email, kind: 'erase' }, new Date(Date.now() - 25 * 3600_000));
    const erasures = await erasureRows();
    await expectRefusal(await confirm(tampered), 400, ['token']);
    await expectRefusal(await confirm('bm90LWEtdG9rZW4'), 400, ['token']);
    await expectRefusal(await confirm('not a token!'), 400, ['token']);
    await expectRefusal(await confirm(42), 400, ['token']);
    await expectRefusal(await confirm(expired), 410, ['token']);
    expect(await erasureRows()).toEqual(erasures);
    expect((await jobsFor(email)).map((job) => job.data.kind)).toEqual(['confirm-request']);
  });
});

it('GET /api/privacy/policy answers the figures the policy states', async () => {
  const res = await t.http().get('/api/privacy/policy').expect(200);
  expect(res.body).toEqual({ rawMetadataRetentionDays: 90, erasureDays: 30 });
});

it('answers 503 with retry-after while Redis is out of reach, and works again once it is back', async () => {
  await proxy.cut();
  try {
    const res = await ask({ email: 'outage@acme.example', kind: 'export' });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toMatchObject({ success: false, statusCode: 503 });
  } finally {
    await proxy.restore();
  }
  await ask({ email: 'outage@acme.example', kind: 'export' }).expect(202);
});
