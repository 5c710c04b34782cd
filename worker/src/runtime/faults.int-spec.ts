import type { PitchlensEvent } from '@pitchlens/contracts';
import { sampleValue } from '@pitchlens/monitoring';
import { runBuilt, until, type Child } from '../../test/child-process';
import { freePorts } from '../../test/free-ports';
import { logFixture, type LogFixture } from '../../test/projection-fixture';
import { SmtpTestServer } from '../../test/smtp-test-server';
import { dropQueueKeys, testWorkerEnv } from '../../test/worker-app';
import { projectorStatus, replay } from '@pitchlens/event-store';
import { EMAILS_AT_ONCE } from '../mail/once-only-mail';
import { allProjectors } from '../projections/projectors';
import { readModelChecksums } from '../../test/read-model-checksums';

let f: LogFixture;
let smtp: SmtpTestServer;
let env: NodeJS.ProcessEnv;
const children: Child[] = [];
let breakdownRequests = 0;
/** Workers SIGKILLed so far: each may have been stopped between a send and its note (README "Mail"). */
let killedWorkers = 0;

// Each test starts and stops worker processes and rebuilds every read model.
jest.setTimeout(120_000);

beforeAll(async () => {
  f = await logFixture('faults');
  smtp = new SmtpTestServer();
  env = testWorkerEnv(f.db.url, await smtp.start(), { PROJECTION_BATCH_SIZE: '40', LOG_LEVEL: 'warn' });
  await seed(0, 300);
});

afterAll(async () => {
  for (const child of children) child.process.kill('SIGKILL');
  await Promise.all(children.map((c) => c.exited));
  await smtp.stop();
  await dropQueueKeys('redis://127.0.0.1:6379', env.QUEUE_PREFIX as string);
  await f.close();
});

/** A realistic mix for `count` visitors: views, steps out of order, identification, downloads, breakdown requests. */
async function seed(from: number, count: number): Promise<void> {
  const steps = ['home', 'landing', 'breakdown_download', 'trial_checkout', 'features'] as const;
  await Promise.all(
    Array.from({ length: count }, async (_, k) => {
      const n = from + k;
      const sessionId = `session-fault-${n}`;
      const utm = n % 3 === 0 ? { source: ['google', 'linkedin', 'newsletter'][n % 3 === 0 ? (n / 3) % 3 : 0] } : null;
      const email = `visitor${n}@company${n % 50}.com`;
      const events: [PitchlensEvent, boolean][] = [
        [{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }, true],
        [{ type: 'FunnelStepReached', data: { email: null, step: steps[n % 5], stepData: {} } }, false],
        [{ type: 'PageViewed', data: { path: `/features`, title: null, referrer: null } }, false],
        [{ type: 'FunnelStepReached', data: { email: null, step: steps[(n + 2) % 5], stepData: {} } }, false],
      ];
      if (n % 2 === 0) events.push([{ type: 'ContactIdentified', data: { email, sessionId, firstName: `Name${n}`, lastName: null, source: 'track-contact' } }, false]);
      if (n % 4 === 0) events.push([{ type: 'FileDownloaded', data: { email, downloadType: 'tactics.csv' } }, false]);
      if (n % 10 === 0) {
        events.push([{ type: 'BreakdownEmailRequested', data: { email, firstName: null } }, false]);
        breakdownRequests += 1;
      }
      for (const [event, withUtm] of events) await f.record([event], { sessionId, utm: withUtm ? utm : null });
    }),
  );
}

const checksums = () => readModelChecksums(f.pool);

/** What the read models should be: rebuilt from the whole log by a replay. */
async function rebuiltChecksums(): Promise<Record<string, string>> {
  for (const projector of allProjectors()) await replay(f.pool, f.reader, projector, { batchSize: 1000 });
  return checksums();
}

async function caughtUp(): Promise<boolean> {
  const statuses = await Promise.all(allProjectors().map((p) => projectorStatus(f.pool, p)));
  const { rows } = await f.pool.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM read_model.breakdown_requests WHERE email_status <> 'sent'`);
  const requests = await f.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM read_model.breakdown_requests`);
  return statuses.every((s) => s.eventsBehind === 0) && rows[0].pending === 0 && requests.rows[0].n === breakdownRequests;
}

const applied = async (name: string) =>
  Number((await f.pool.query(`SELECT events_applied FROM read_model.projector_checkpoints WHERE name = $1`, [name])).rows[0]?.events_applied ?? 0);

function startWorker(extra: NodeJS.ProcessEnv = {}): Child {
  const child = runBuilt('main.js', [], { ...env, ...extra });
  children.push(child);
  return child;
}

async function stop(child: Child, signal: NodeJS.Signals): Promise<void> {
  child.process.kill(signal);
  await child.exited;
}

/**
 * Every breakdown email arrived, each under its own Message-ID. A worker
 * killed after the mail server took a message and before the job noted it
 * has that one sent again on retry, under the same Message-ID (a receiving
 * system spots the repeat): as many repeats per killed worker as it sends at
 * once at most, and none without a kill.
 */
function expectEachEmailOnce(): void {
  const ids = smtp.received.map((m) => m.messageId);
  expect(ids.every((id) => id !== null)).toBe(true);
  expect(new Set(ids).size).toBe(breakdownRequests);
  expect(ids.length - breakdownRequests).toBeLessThanOrEqual(killedWorkers * EMAILS_AT_ONCE);
}

async function killWorker(child: Child): Promise<void> {
  await stop(child, 'SIGKILL');
  killedWorkers += 1;
}

it('a worker killed while projecting resumes to exactly what a rebuild gives, each email sent once (those it was killed sending may go again)', async () => {
  const total = Number((await f.pool.query(`SELECT count(*) AS n FROM event_store.events WHERE type <> 'BreakdownEmailRequested'`)).rows[0].n);
  // Small batches: well over a hundred of them, so a pause of this process between seeing the first and the
  // kill still finds the worker midway.
  const first = startWorker({ PROJECTION_BATCH_SIZE: '10' });
  await until(async () => (await applied('contacts')) > 0, 'projecting to start');
  await killWorker(first);
  expect(await applied('contacts')).toBeLessThan(total);

  const second = startWorker();
  await until(caughtUp, 'the restarted worker to catch up');
  await stop(second, 'SIGTERM');
  const live = await checksums();
  const rebuilt = await rebuiltChecksums();
  expect(rebuilt).toEqual(live);
  expectEachEmailOnce();
});

it('a replay killed half-way leaves the live tables serving, and the next replay completes them', async () => {
  const before = await checksums();
  const dying = runBuilt('projections-cli.js', ['replay', 'contacts'], env);
  children.push(dying);
  await until(async () => {
    const { rows } = await f.pool.query(`SELECT to_regclass('read_model.contacts__replay') IS NOT NULL AS exists`);
    return rows[0].exists && Number((await f.pool.query(`SELECT count(*) AS n FROM read_model.contacts__replay`)).rows[0].n) > 0;
  }, 'the replay to be under way');
  await stop(dying, 'SIGKILL');
  expect(await checksums()).toEqual(before);

  const again = runBuilt('projections-cli.js', ['replay'], env);
  children.push(again);
  expect(await again.exited).toBe(0);
  expect(again.output()).toContain('contacts:');
  expect(await checksums()).toEqual(before);
  expectEachEmailOnce();
});

it('two workers at once give the same read models as one, and each email once', async () => {
  await seed(300, 200);
  const workers = [startWorker(), startWorker()];
  await until(caughtUp, 'two workers to catch up');
  await Promise.all(workers.map((w) => stop(w, 'SIGTERM')));
  const live = await checksums();
  expect(await rebuiltChecksums()).toEqual(live);
  expectEachEmailOnce();
});

/** The consumers a worker process says it runs now (its /metrics), or null while it is not answering. */
async function held(port: number): Promise<string[] | null> {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => (r.ok ? r.text() : null), () => null);
  if (text === null) return null;
  const consumers = [...allProjectors().map((p) => p.name), 'email-reactor', 'payments-reactor'];
  return consumers.filter((name) => sampleValue(text, 'pitchlens_consumer_held', { consumer: name }) === 1);
}

it('two workers split the consumers; one killed, the other takes its share over and the read models equal a rebuild', async () => {
  await seed(500, 200);
  const ports = await freePorts(2);
  const workers = ports.map((port) => startWorker({ WORKER_HTTP_PORT: String(port) }));
  let shares: (string[] | null)[] = [];
  await until(async () => {
    shares = await Promise.all(ports.map(held));
    // Seven consumers, each run by one of the two, three or four apiece.
    return shares.every((share) => share !== null && share.length >= 3) && new Set(shares.flat()).size === 7 && shares.flat().length === 7;
  }, 'the two workers to split the consumers');

  await killWorker(workers[0]);
  const killedAt = Date.now();
  await seed(700, 100);
  await until(async () => (await held(ports[1]))?.length === 7, 'the survivor to take over every consumer');
  console.log(`a killed worker's ${shares[0]?.length} consumers were taken over in ${Date.now() - killedAt} ms`);
  await until(caughtUp, 'the survivor to catch up');
  await stop(workers[1], 'SIGTERM');
  const live = await checksums();
  expect(await rebuiltChecksums()).toEqual(live);
  expectEachEmailOnce();
});

it('workers with different roles run their own consumers: the projectors in one, the reactors in the other', async () => {
  await seed(800, 50);
  const ports = await freePorts(2);
  const workers = [
    startWorker({ WORKER_HTTP_PORT: String(ports[0]), WORKER_ROLES: 'projections' }),
    startWorker({ WORKER_HTTP_PORT: String(ports[1]), WORKER_ROLES: 'reactors,privacy' }),
  ];
  const projectors = allProjectors().map((p) => p.name).sort();
  await until(async () => {
    const [a, b] = await Promise.all(ports.map(held));
    return JSON.stringify(a?.sort()) === JSON.stringify(projectors) && JSON.stringify(b?.sort()) === JSON.stringify(['email-reactor', 'payments-reactor']);
  }, 'each worker to run the consumers of its roles');
  await until(caughtUp, 'both to catch up');
  await Promise.all(workers.map((w) => stop(w, 'SIGTERM')));
  expect(await rebuiltChecksums()).toEqual(await checksums());
  expectEachEmailOnce();
});
