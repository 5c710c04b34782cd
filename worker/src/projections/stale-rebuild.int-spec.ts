import type { INestApplicationContext } from '@nestjs/common';
import { catchUp } from '../../test/catch-up';
import { until } from '../../test/child-process';
import { logFixture, type LogFixture } from '../../test/projection-fixture';
import { SmtpTestServer } from '../../test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../test/worker-app';
import { ContactsProjector } from './contacts/contacts.projector';
import { allProjectors } from './projectors';
import { staleProjectors, tableChecksum } from '@pitchlens/event-store';

/**
 * An installed copy whose tables an older version of a projector built (here:
 * the contacts projector's, with a row the old rules would have written)
 * is rebuilt by the worker at start, without anyone asking.
 */
let f: LogFixture;
let smtp: SmtpTestServer;
let worker: INestApplicationContext | null = null;
let prefix: string;

beforeAll(async () => {
  f = await logFixture('stale_rebuild');
  smtp = new SmtpTestServer();
  const env = testWorkerEnv(f.db.url, await smtp.start());
  prefix = env.QUEUE_PREFIX as string;
  for (let n = 0; n < 20; n++) {
    await f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId: `session-stale-${n}`, utm: { source: 'google' } });
  }
  const contacts = new ContactsProjector();
  await catchUp(f.pool, contacts);
  const expected = await tableChecksum(f.pool, 'read_model.contacts');
  // What an older release left: its version on the checkpoint, and numbers by its rules.
  await f.pool.query(`UPDATE read_model.projector_checkpoints SET version = 1 WHERE name = 'contacts'`);
  await f.pool.query(`UPDATE read_model.contacts SET utm_source = 'old-rules', page_views = 99`);
  expect(await tableChecksum(f.pool, 'read_model.contacts')).not.toBe(expected);
  worker = await startWorker(env);
  await until(async () => (await staleProjectors(f.pool, allProjectors())).length === 0, 'the worker to rebuild the stale projector');
  expect(await tableChecksum(f.pool, 'read_model.contacts')).toBe(expected);
});

afterAll(async () => {
  await worker?.close();
  await smtp?.stop();
  await dropQueueKeys('redis://127.0.0.1:6379', prefix);
  await f?.close();
});

it('replays a projector whose tables an older version built, and records the version that rebuilt them', async () => {
  const { rows } = await f.pool.query<{ version: number }>(`SELECT version FROM read_model.projector_checkpoints WHERE name = 'contacts'`);
  expect(rows[0].version).toBe(new ContactsProjector().version);
  const { rows: old } = await f.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM read_model.contacts WHERE utm_source = 'old-rules' OR page_views = 99`);
  expect(old[0].n).toBe(0);
});

it('leaves projectors built by the current version alone', async () => {
  const { rows } = await f.pool.query<{ name: string; version: number }>(`SELECT name, version FROM read_model.projector_checkpoints ORDER BY name`);
  const versions = Object.fromEntries(allProjectors().map((p) => [p.name, p.version]));
  for (const row of rows) if (row.name in versions) expect(row.version).toBe(versions[row.name]);
});
