import { EMAIL_QUEUE, type EmailJob } from '@pitchlens/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { until } from '../../../test/child-process';
import { logFixture, type LogFixture } from '../../../test/projection-fixture';
import { SmtpTestServer, type ReceivedEmail } from '../../../test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../test/worker-app';

const REDIS_URL = 'redis://127.0.0.1:6379';
let f: LogFixture;
let smtp: SmtpTestServer;
let env: NodeJS.ProcessEnv;
let worker: INestApplicationContext | null = null;

beforeAll(async () => {
  f = await logFixture('emails');
  smtp = new SmtpTestServer();
  env = testWorkerEnv(f.db.url, await smtp.start());
  worker = await startWorker(env);
});

afterAll(async () => {
  await worker?.close();
  await smtp.stop();
  await dropQueueKeys(REDIS_URL, env.QUEUE_PREFIX as string);
  await f.close();
});

const SENT_FOR = `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'EmailSent' AND data->>'sourceEventId' = $1`;
const sentCountFor = async (sourceEventId: string) => (await f.pool.query<{ n: number }>(SENT_FOR, [sourceEventId])).rows[0].n;

/** The mails to these addresses, once `count` of them have arrived: other tests' mails may come in between. */
async function mailsTo(addresses: readonly string[], count = addresses.length): Promise<ReceivedEmail[]> {
  const ours = () => smtp.received.filter((m) => addresses.includes(m.to));
  await until(async () => ours().length >= count, `${count} mails to ${addresses.join(', ')}`);
  return ours();
}

/** Waits until the referrals projector has caught up with the email outcomes. */
function breakdownStatus(eventId: string, wanted: string): Promise<void> {
  return until(async () => {
    const { rows } = await f.pool.query(`SELECT email_status FROM read_model.breakdown_requests WHERE event_id = $1`, [eventId]);
    return rows[0]?.email_status === wanted;
  }, `breakdown request ${eventId} to be ${wanted}`);
}

/** Requests a breakdown for `email` and waits until it is sent and recorded. */
async function sendBreakdown(email: string): Promise<{ requestId: string; mail: ReceivedEmail }> {
  const [, requestId] = await f.record([
    { type: 'ContactIdentified', data: { email, sessionId: null, firstName: 'Sam', lastName: null, source: 'breakdown-request' } },
    { type: 'BreakdownEmailRequested', data: { email, firstName: 'Sam' } },
  ]);
  const [mail] = await mailsTo([email]);
  await breakdownStatus(requestId, 'sent');
  return { requestId, mail };
}

it('sends the breakdown email once and records it', async () => {
  const { requestId, mail } = await sendBreakdown('sam@northwind.com');
  expect(mail).toMatchObject({ to: 'sam@northwind.com', subject: 'Your pitch breakdown is here' });
  expect(mail.text).toContain('/api/download/tactics-csv');
  expect(mail.messageId).toBe(`<${requestId}.breakdown@pitchlens.com>`);
  expect(await sentCountFor(requestId)).toBe(1);
});

it('sends a referral submission’s confirmation, ops notice and one invitation per person, once each', async () => {
  const referrer = { name: 'Priya Shah', email: 'priya@brightsales.com' };
  await f.record([
    { type: 'ReferralSubmitted', data: { submissionId: 'sub-1', row: 1, referrer, referred: { name: 'Marco Diaz', email: 'marco@vector.io', title: 'VP Sales', company: 'Vector' } } },
    { type: 'ReferralSubmitted', data: { submissionId: 'sub-1', row: 2, referrer, referred: { name: 'Jo Park', email: 'jo@acme.com', title: 'Sales Manager', company: 'Acme' } } },
  ]);
  const recipients = ['jo@acme.com', 'marco@vector.io', 'ops@pitchlens.com', 'priya@brightsales.com'];
  const mails = await mailsTo(recipients);
  expect(mails.map((m) => m.to).sort()).toEqual(recipients);
  expect(mails.find((m) => m.to === 'ops@pitchlens.com')?.text).toContain('marco@vector.io');
  expect(mails.find((m) => m.to === 'jo@acme.com')?.subject).toContain('Priya Shah');
});

it('does not send again when the job runs again or the worker restarts from an old checkpoint', async () => {
  const { mail } = await sendBreakdown('rita@fabrikam.com');
  const sentBefore = smtp.received.length;
  const key = mail.messageId?.slice(1, -'@pitchlens.com>'.length) as string;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix: env.QUEUE_PREFIX });
  const job = await queue.getJob(key);
  expect(job).toBeDefined();
  // The same email queued again under another id, as after losing Redis: the log still knows it was sent.
  try {
    await queue.add('breakdown', job?.data as EmailJob, { jobId: `${key}.again` });
    await until(async () => (await queue.getJobState(`${key}.again`)) === 'completed', 'the repeated job to finish');
    expect((await queue.getJob(`${key}.again`))?.returnvalue).toBe('already sent');
  } finally {
    await queue.close();
    redis.disconnect();
  }

  await worker?.close();
  await f.pool.query(`UPDATE read_model.projector_checkpoints SET transaction_id = '0', global_position = 0 WHERE name = 'email-reactor'`);
  worker = await startWorker(env);
  const marker = await f.record([{ type: 'BreakdownEmailRequested', data: { email: 'late@contoso.com', firstName: null } }]);
  await smtp.waitFor(sentBefore + 1);
  await breakdownStatus(marker[0], 'sent');
  expect(smtp.received.slice(sentBefore).map((m) => m.to)).toEqual(['late@contoso.com']);
});

it('delivers after the mail server refused for a while', async () => {
  const before = smtp.received.length;
  smtp.refuse(3);
  const [id] = await f.record([{ type: 'BreakdownEmailRequested', data: { email: 'patient@initech.com', firstName: null } }]);
  await smtp.waitFor(before + 1);
  expect(smtp.received.at(-1)?.to).toBe('patient@initech.com');
  await breakdownStatus(id, 'sent');
});

it('records the failure, with its reason, when every attempt is refused', async () => {
  smtp.refuse(5);
  const [id] = await f.record([{ type: 'BreakdownEmailRequested', data: { email: 'never@umbrella.com', firstName: null } }]);
  await breakdownStatus(id, 'failed');
  const { rows } = await f.pool.query(`SELECT failure_reason FROM read_model.breakdown_requests WHERE event_id = $1`, [id]);
  expect(rows[0].failure_reason).toContain('Mailbox busy');
  expect(smtp.received.map((m) => m.to)).not.toContain('never@umbrella.com');
});
