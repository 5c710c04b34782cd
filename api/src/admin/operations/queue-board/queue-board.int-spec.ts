import { EMAIL_QUEUE, OPERATIONS_QUEUE } from '@pitchlens/contracts';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { dropQueueKeys } from '../../../../../worker/test/worker-app';
import { startAdminTestApp, type AdminTestApp } from '../../../../test/admin-test-app';
import { QUEUE_BOARD_PATH } from './queue-board';

const REDIS_URL = 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `test-queue-board-${randomBytes(4).toString('hex')}`;
const connection = { url: REDIS_URL };

let t: AdminTestApp;
let emails: Queue;

beforeAll(async () => {
  t = await startAdminTestApp('queue_board', { QUEUE_PREFIX });
  emails = new Queue(EMAIL_QUEUE, { connection, prefix: QUEUE_PREFIX });
});

afterAll(async () => {
  await emails?.close();
  await dropQueueKeys(REDIS_URL, QUEUE_PREFIX);
  await t?.close();
});

/** Two email jobs that used up their one attempt, as the worker leaves them. */
async function failTwoJobs(): Promise<void> {
  const events = new QueueEvents(EMAIL_QUEUE, { connection, prefix: QUEUE_PREFIX });
  await events.waitUntilReady();
  const failed = new Promise<void>((resolve) => {
    let count = 0;
    events.on('failed', () => ++count === 2 && resolve());
  });
  const worker = new Worker(EMAIL_QUEUE, async () => Promise.reject(new Error('smtp refused')), { connection, prefix: QUEUE_PREFIX });
  await emails.add('email', {}, { jobId: 'job-a' });
  await emails.add('email', {}, { jobId: 'job-b' });
  await failed;
  await worker.close();
  await events.close();
}

it('answers 401 without an admin session, page and API alike', async () => {
  for (const path of ['', '/', '/api/queues', `/api/queues/${EMAIL_QUEUE}/job-a`]) {
    const res = await t.http().get(`${QUEUE_BOARD_PATH}${path}`);
    expect([path, res.status]).toEqual([path, 401]);
    expect(res.body).toMatchObject({ success: false, statusCode: 401 });
  }
  await t.http().put(`${QUEUE_BOARD_PATH}/api/queues/${EMAIL_QUEUE}/retry/failed`).expect(401);
  await t.http().get(`${QUEUE_BOARD_PATH}/api/queues`).set('cookie', 'pitchlens_admin=forged').expect(401);
});

it('shows the board and every worker queue to a signed-in admin', async () => {
  const page = await t.http().get(QUEUE_BOARD_PATH).set('cookie', t.cookie).expect(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('no-store');
  const script = /src="(static\/js\/main\.[^"]+)"/.exec(page.text)?.[1];
  const asset = await t.http().get(`${QUEUE_BOARD_PATH}/${script}`).set('cookie', t.cookie).expect(200);
  expect(asset.headers['content-type']).toMatch(/javascript/);
  const res = await t.http().get(`${QUEUE_BOARD_PATH}/api/queues`).set('cookie', t.cookie).expect(200);
  const names = (res.body as { queues: { name: string }[] }).queues.map((q) => q.name).sort();
  expect(names).toEqual([EMAIL_QUEUE, OPERATIONS_QUEUE].sort());
});

it('retries and cleans failed jobs', async () => {
  await failTwoJobs();
  const board = (method: 'put', path: string) => t.http()[method](`${QUEUE_BOARD_PATH}/api/queues/${EMAIL_QUEUE}${path}`).set('cookie', t.cookie);
  await board('put', '/job-a/retry').expect(204);
  await board('put', '/job-b/clean').expect(204);
  expect(await (await emails.getJob('job-a'))?.getState()).toBe('waiting');
  expect(await emails.getJob('job-b')).toBeUndefined();
});
