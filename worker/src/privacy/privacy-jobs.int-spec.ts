import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { jobDefaults, QUEUES, type EmailJob, type JobData } from '@pitchlens/contracts';
import { EventStore, findEventsNaming, registerErasure } from '@pitchlens/event-store';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { createTransport } from 'nodemailer';
import { until } from '../../test/child-process';
import { logFixture, type LogFixture } from '../../test/projection-fixture';
import { SmtpTestServer } from '../../test/smtp-test-server';
import { dropQueueKeys } from '../../test/worker-app';
import { MailSender } from '../mail/mail-sender';
import { privacyMails } from './mails';
import { PrivacyJobs } from './privacy-jobs';

/**
 * The privacy queue's erasure job against a real log, Redis and SMTP server:
 * it removes the person's jobs from the queues, fails (and says why) while a
 * job naming them is being sent and cannot be removed, succeeds once it can,
 * and mails the person only when they asked themselves.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `test-privacy-jobs-${randomBytes(4).toString('hex')}`;
const SECRET = 'privacy-jobs-test-secret';
// A person each test: erasing one removes what names them from the whole log and queues.
const CARA = 'cara.lindqvist@fjord.example';
const DAG = 'dag.berg@fjord.example';

let log: LogFixture;
let redis: Redis;
let emails: Queue<EmailJob>;
let smtp: SmtpTestServer;
let jobs: PrivacyJobs;

beforeAll(async () => {
  // The failed attempts below are logged as errors, as they should be; not here.
  Logger.overrideLogger(false);
  log = await logFixture('privacy_jobs');
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  emails = new Queue<EmailJob>(QUEUES.emails, { connection: redis, prefix: PREFIX });
  smtp = new SmtpTestServer();
  const transport = createTransport(await smtp.start());
  jobs = new PrivacyJobs({ pool: log.pool, store: new EventStore(log.pool), redis, queuePrefix: PREFIX }, new MailSender(transport, 'Pitchlens <hello@pitchlens.com>'), privacyMails('http://localhost:3000'));
});

afterAll(async () => {
  await emails.close();
  await smtp.stop();
  await dropQueueKeys(REDIS_URL, PREFIX);
  redis.disconnect();
  await log.close();
});

const breakdownJob = (key: string): EmailJob => ({ key, template: 'breakdown', to: CARA, sourceEventId: key, correlationId: key, data: { firstName: 'Cara' } });

/** Runs one erase job as the worker would, on its `attempt`-th try; the error if it failed. */
async function runErase(erasureId: string, email: string, notify: boolean, attempt: number): Promise<Error | null> {
  const data: JobData<'privacy'> = { kind: 'erase', erasureId, email, notify };
  const job = { id: erasureId, data, attemptsMade: attempt - 1, opts: jobDefaults.privacy() } as unknown as Job<JobData<'privacy'>>;
  return jobs.process(job).then(
    () => null,
    (error: Error) => error,
  );
}

const state = async (id: string) => (await log.pool.query<{ state: string; failure: string | null }>(`SELECT state, failure FROM privacy.erasures WHERE id = $1`, [id])).rows[0];

it('fails, saying why, while an email naming the person is being sent, and erases them once it is not', async () => {
  const mailed = smtp.received.length;
  await log.record([{ type: 'BreakdownEmailRequested', data: { email: CARA, firstName: 'Cara' } }], { sessionId: 'cara-session-1' });
  await emails.add('breakdown', breakdownJob('sending'), { jobId: 'sending' });
  let finishSending: () => void = () => undefined;
  const sender = new Worker<EmailJob>(QUEUES.emails, () => new Promise<void>((resolve) => (finishSending = resolve)), { connection: { host: '127.0.0.1', port: 6379 }, prefix: PREFIX });
  await until(async () => (await emails.getJobState('sending')) === 'active', 'the email to be sending');
  const { id } = await registerErasure(log.pool, SECRET, CARA, 'admin');

  expect((await runErase(id, CARA, false, 1))?.message).toMatch(/names the person and is running/);
  expect(await state(id)).toEqual({ state: 'pending', failure: null });
  expect((await runErase(id, CARA, false, jobDefaults.privacy().attempts ?? 1))?.message).toMatch(/is running/);
  expect(await state(id)).toEqual({ state: 'failed', failure: expect.stringMatching(/emails\/sending names the person and is running/) });

  finishSending();
  await until(async () => (await emails.getJobState('sending')) === 'completed', 'the email to be sent');
  await sender.close();
  await emails.add('breakdown', breakdownJob('waiting'), { jobId: 'waiting', delay: 60_000 });
  // Run again (as an operator would retry it): the first attempts had already erased the log, and the outcome counts them.
  expect(await runErase(id, CARA, false, 1)).toBeNull();
  expect(await state(id)).toEqual({ state: 'completed', failure: null });
  const { rows } = await log.pool.query<{ result: { events: number; jobs: number } }>(`SELECT result FROM privacy.erasures WHERE id = $1`, [id]);
  expect(rows[0].result).toMatchObject({ events: 1, jobs: 2 });
  expect(await emails.getJob('sending')).toBeUndefined();
  expect(await emails.getJob('waiting')).toBeUndefined();
  expect(await findEventsNaming(log.pool, CARA)).toEqual([]);
  expect(smtp.received.slice(mailed)).toEqual([]);
});

it('mails a person who asked themselves once their erasure is done, and a retry only mails again', async () => {
  const mailed = smtp.received.length;
  await log.record([{ type: 'FileDownloaded', data: { email: DAG, downloadType: 'tactics-csv' } }]);
  const { id } = await registerErasure(log.pool, SECRET, DAG, 'self-service');
  expect(await runErase(id, DAG, true, 1)).toBeNull();
  expect(await runErase(id, DAG, true, 2)).toBeNull();
  expect(smtp.received.slice(mailed).map((mail) => [mail.to, mail.subject])).toEqual([
    [DAG, expect.stringMatching(/erased/i)],
    [DAG, expect.stringMatching(/erased/i)],
  ]);
  expect((await log.pool.query(`SELECT 1 FROM event_store.events WHERE type = 'PersonErased' AND data->>'erasureId' = $1`, [id])).rowCount).toBe(1);
});
