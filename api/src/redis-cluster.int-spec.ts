import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig, connectRedis, type RedisConnection, scanTargets } from '@pitchlens/config';
import { EMAIL_QUEUE, OPERATIONS_QUEUE } from '@pitchlens/contracts';
import { sampleValue } from '@pitchlens/monitoring';
import { randomBytes } from 'node:crypto';
import { runBuilt, until } from '../../worker/test/child-process';
import { startRedisCluster, type RedisCluster } from '../../worker/test/redis-cluster';
import { SmtpTestServer } from '../../worker/test/smtp-test-server';
import { startWorker, testWorkerEnv } from '../../worker/test/worker-app';
import { WorkerHttpServer } from '../../worker/src/monitoring/worker-http-server';
import { QUEUE_BOARD_PATH } from './admin/operations/queue-board/queue-board';
import { REDIS } from './common/di-tokens';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * The API (twice, as two processes on two machines would be) and the worker
 * on a three-master Redis Cluster of this file's own: jobs, the rate limit,
 * admin sessions and login limits, queue figures and readiness, and what a
 * caller gets when the whole cluster is down (on a second cluster, started
 * on the same ports once the first is stopped).
 */
/** Clients on 31430–31432, the nodes' own bus on 31433–31435: below the kernel's range for outgoing connections' ports (32768–60999 here), which a test's many connections could be holding one of, and above `freePorts`' draws. */
const FIRST_PORT = 31430;
const SLOW = 120_000;
const PASSWORD = 'cluster-admin-password';
const LIMIT = 8;
const tag = randomBytes(4).toString('hex');
const QUEUE_PREFIX = `{test-cluster-${tag}}`;
const COMPLETED_EMAILS = `${QUEUE_PREFIX}:emails:completed`;

const clusterEnv = (cluster: RedisCluster) => ({ REDIS_CLUSTER_NODES: cluster.nodes, QUEUE_PREFIX, REDIS_KEY_PREFIX: `test-cluster-${tag}` });
const startApi = (label: string, cluster: RedisCluster) =>
  startTestApp(label, { ...clusterEnv(cluster), ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: String(LIMIT) });

/** Until its connection is ready the API refuses what needs Redis, as its readiness says. */
async function reachCluster(...apps: TestApp[]): Promise<void> {
  for (const app of apps) await until(async () => (await app.http().get('/api/health/ready')).status === 200, 'the API to reach the cluster', 20_000);
}

let lastIp = 0;
/** Each test calls from client addresses of its own, so the rate and login limits of one never meet another's. */
const freshIp = () => `203.0.113.${++lastIp}`;

async function logIn(app: TestApp, password: string, ip: string) {
  return app.http().post('/api/admin/login').set('x-forwarded-for', ip).send({ password });
}

async function adminCookie(app: TestApp): Promise<string> {
  const res = await logIn(app, PASSWORD, freshIp());
  expect(res.status).toBe(204);
  return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
}

describe('on a cluster that is up', () => {
  let cluster: RedisCluster;
  let redis: RedisConnection;
  let api: TestApp;
  let replica: TestApp;
  let smtp: SmtpTestServer;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    cluster = await startRedisCluster(FIRST_PORT);
    api = await startApi('redis_cluster', cluster);
    replica = await startApi('redis_cluster_replica', cluster);
    smtp = new SmtpTestServer();
    worker = await startWorker(testWorkerEnv(api.app.get(ApiConfig).DATABASE_URL, await smtp.start(), clusterEnv(cluster)));
    redis = connectRedis({ REDIS_URL: 'redis://127.0.0.1', REDIS_CLUSTER_NODES: cluster.nodes });
    await reachCluster(api, replica);
  }, SLOW);

  afterAll(async () => {
    redis?.disconnect();
    await worker?.close();
    await smtp?.stop();
    await api?.close();
    await replica?.close();
    await cluster?.stop();
  });

  /** The id of the person's email job once it completed: it is kept, naming them, for the erasure to find. */
  async function completedEmailTo(person: string): Promise<string> {
    let theirs: string[] = [];
    await until(async () => {
      const ids = await redis.zrange(COMPLETED_EMAILS, 0, -1);
      const data = await Promise.all(ids.map((id) => redis.hget(`${QUEUE_PREFIX}:emails:${id}`, 'data')));
      theirs = ids.filter((_, i) => data[i]?.includes(person) === true);
      return theirs.length === 1;
    }, 'the email job to complete');
    return theirs[0];
  }

  /** Every key under the queue prefix, on every master. */
  async function queueKeys(): Promise<string[]> {
    const keys: string[] = [];
    for (const node of scanTargets(redis)) keys.push(...(await node.keys(`${QUEUE_PREFIX}:*`)));
    return keys;
  }

  it('sends an email through the worker, then erases its person, scanning every master for their jobs', async () => {
    const person = 'kim.tanaka@contoso.example';
    await api.http().post('/api/send-breakdown-email').set('x-forwarded-for', freshIp()).send({ email: person, firstName: 'Kim' }).expect(202);
    await until(async () => smtp.received.some((mail) => mail.to.includes(person)), 'the breakdown email', 60_000);
    await completedEmailTo(person);

    const cookie = await adminCookie(api);
    const filed = await api.http().post('/api/admin/erasures').set('cookie', cookie).set('x-forwarded-for', freshIp()).send({ email: person }).expect(202);
    let status: { state: string; result: { jobs: number } | null; failure: string | null } = { state: 'pending', result: null, failure: null };
    await until(async () => {
      status = (await api.http().get(`/api/admin/erasures/${filed.body.id}`).set('cookie', cookie).expect(200)).body;
      return status.state !== 'pending';
    }, 'the erasure to finish', SLOW);
    expect(status).toMatchObject({ state: 'completed', failure: null });
    expect(status.result?.jobs).toBeGreaterThanOrEqual(1);
    for (const key of await queueKeys()) {
      const type = await redis.type(key);
      const text = type === 'hash' ? JSON.stringify(await redis.hgetall(key)) : type === 'string' ? await redis.get(key) : type === 'stream' ? JSON.stringify(await redis.xrange(key, '-', '+')) : '';
      // A key gone between its type and its read (a job moved on) holds nothing.
      expect((text ?? '').toLowerCase()).not.toContain(person);
    }
  }, SLOW);

  it("erases through the operator's CLI, which finds the person's job on the cluster", async () => {
    const person = 'ravi.menon@fabrikam.example';
    await api.http().post('/api/send-breakdown-email').set('x-forwarded-for', freshIp()).send({ email: person, firstName: 'Ravi' }).expect(202);
    await until(async () => smtp.received.some((mail) => mail.to.includes(person)), 'the breakdown email', 60_000);
    const job = await completedEmailTo(person);
    const cli = runBuilt('privacy-cli.js', ['erase', person], { DATABASE_URL: api.app.get(ApiConfig).DATABASE_URL, REDIS_CLUSTER_NODES: cluster.nodes, QUEUE_PREFIX, LOG_LEVEL: 'silent' });
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/erasure \S+ completed: .* 1 jobs/);
    expect(await redis.zscore(COMPLETED_EMAILS, job)).toBeNull();
  }, SLOW);

  it('counts the write rate limit once for both APIs', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) {
      const app = i % 2 === 0 ? api : replica;
      statuses.push((await app.http().post('/api/track-page-view').set('x-forwarded-for', ip).send({ path: '/', sessionId: 'session-cluster-01' })).status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), ...Array<number>(LIMIT).fill(429)]);
    expect(await redis.get(`test-cluster-${tag}:{rate-limit}:${ip}`)).toBe(String(2 * LIMIT));
  });

  it('keeps admin sessions and login limits for both APIs', async () => {
    const cookie = await adminCookie(api);
    expect((await replica.http().get('/api/admin/session').set('cookie', cookie).expect(200)).body).toMatchObject({ authenticated: true });
    await replica.http().post('/api/admin/logout').set('cookie', cookie).set('x-forwarded-for', freshIp()).expect(204);
    expect((await api.http().get('/api/admin/session').set('cookie', cookie).expect(200)).body).toEqual({ authenticated: false });

    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await logIn(i % 2 === 0 ? api : replica, `guess-${i}`, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await logIn(replica, PASSWORD, ip)).status).toBe(429);
    expect((await logIn(api, PASSWORD, freshIp())).status).toBe(204);
  });

  it('runs a replay queued by the API, and shows the queues (board and figures) and readiness', async () => {
    const cookie = await adminCookie(replica);
    const queued = await replica.http().post('/api/admin/operations/replay').set('cookie', cookie).set('x-forwarded-for', freshIp()).send({ projector: 'traffic' }).expect(202);
    await until(async () => (await api.http().get(`/api/admin/operations/replay/${queued.body.jobId}`).set('cookie', cookie).expect(200)).body.state === 'completed', 'the replay', 60_000);
    const board = await api.http().get(`${QUEUE_BOARD_PATH}/api/queues`).set('cookie', cookie).expect(200);
    expect((board.body as { queues: { name: string }[] }).queues.map((q) => q.name).sort()).toEqual([EMAIL_QUEUE, OPERATIONS_QUEUE].sort());

    const port = (worker as INestApplicationContext).get(WorkerHttpServer).port;
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up', migrations: 'up' } });
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(sampleValue(metrics, 'bullmq_job_count', { queue: 'operations', state: 'waiting' })).toBe(0);
    expect(sampleValue(metrics, 'bullmq_job_count', { queue: 'emails', state: 'failed' })).toBe(0);
    expect((await api.http().get('/api/health/ready').expect(200)).body).toMatchObject({ checks: { redis: 'up' } });
  }, SLOW);
});

// Apart from the tests above, whose cluster must stay up whatever order they run in.
describe('on a cluster the test stops', () => {
  let cluster: RedisCluster;
  let api: TestApp;

  beforeAll(async () => {
    cluster = await startRedisCluster(FIRST_PORT);
    api = await startApi('redis_cluster_down', cluster);
    await reachCluster(api);
    // Connected to every master, as an API that has served a while is: ioredis opens a node's connection at its
    // first command, and the API's connection says the cluster is lost only once every open one has closed.
    await Promise.all(scanTargets(api.app.get<RedisConnection>(REDIS)).map((node) => node.ping()));
  }, SLOW);

  afterAll(async () => {
    await api?.close();
    await cluster?.stop();
  });

  it('answers a 503 at once while the whole cluster is down, and still takes tracking calls', async () => {
    await cluster.kill();
    const connection = api.app.get<RedisConnection>(REDIS);
    await until(async () => connection.status !== 'ready', 'the API to lose the cluster', 20_000);

    // Each answer comes before a command waiting on the cluster would time out (2 s): nothing waited for it.
    const timed = async <T>(call: () => PromiseLike<T>) => {
      const started = Date.now();
      const answer = await call();
      expect(Date.now() - started).toBeLessThan(2000);
      return answer;
    };
    const login = await timed(() => logIn(api, PASSWORD, freshIp()));
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({ success: false, statusCode: 503 });
    expect(login.headers['retry-after']).toBe('5');
    expect((await timed(() => api.http().get('/api/health'))).body).toMatchObject({ redis: 'down' });
    await api.http().post('/api/track-page-view').set('x-forwarded-for', freshIp()).send({ path: '/', sessionId: 'session-cluster-02' }).expect(201);
  });
});
