import { randomBytes } from 'node:crypto';
import type { PersonExport } from '@pitchlens/contracts';
import { findEventsNaming } from '@pitchlens/event-store';
import { runBuilt } from '../test/child-process';
import { logFixture, type LogFixture } from '../test/projection-fixture';
import { dropQueueKeys } from '../test/worker-app';

/**
 * The operator's privacy commands, run as built: an export that holds one
 * person's events and no one else's, an erasure after which no event names
 * them, and `reapply`, which finds them again in a restored backup (by the
 * keyed hash their erasure kept) and erases them again.
 */
const QUEUE_PREFIX = `test-privacy-cli-${randomBytes(4).toString('hex')}`;
const ANA = 'ana.kowalczyk@acme.example';
const BEN = 'ben.osei@contoso.example';

let log: LogFixture;

beforeAll(async () => {
  log = await logFixture('privacy_cli');
});

afterAll(async () => {
  await log.close();
  await dropQueueKeys('redis://127.0.0.1:6379', QUEUE_PREFIX);
});

async function privacy(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = runBuilt('privacy-cli.js', args, { DATABASE_URL: log.db.url, QUEUE_PREFIX, LOG_LEVEL: 'silent' });
  return { code: await child.exited, output: child.output() };
}

/** A visit and a contact form of one person, in a session of their own. */
async function visitAndIdentify(email: string, firstName: string): Promise<void> {
  const sessionId = randomBytes(8).toString('hex');
  await log.record(
    [
      { type: 'PageViewed', data: { path: '/', title: null, referrer: null } },
      { type: 'ContactIdentified', data: { email, sessionId, firstName, lastName: 'Example', source: 'track-contact' } },
    ],
    { sessionId },
  );
}

it('exports one person’s events and nothing of anyone else', async () => {
  await visitAndIdentify(ANA, 'Ana');
  await visitAndIdentify(BEN, 'Ben');
  const { code, output } = await privacy('export', ANA);
  expect(code).toBe(0);
  const exported = JSON.parse(output.slice(output.indexOf('{'))) as PersonExport;
  expect(exported.events.map((e) => e.type)).toEqual(['PageViewed', 'ContactIdentified']);
  expect(output).not.toMatch(/ben/i);
});

it('erases a person, and erases them again when a restored backup brings them back', async () => {
  const erased = await privacy('erase', ANA);
  expect(erased.code).toBe(0);
  expect(erased.output).toMatch(/erasure \S+ completed: 2 events/);
  expect(erased.output).not.toContain(ANA);
  expect(await findEventsNaming(log.pool, ANA)).toEqual([]);
  expect(await findEventsNaming(log.pool, BEN)).toHaveLength(1);

  await visitAndIdentify(ANA, 'Ana');
  const reapplied = await privacy('reapply');
  expect(reapplied.code).toBe(0);
  expect(reapplied.output).toContain('1 erased person is in the log again');
  expect(await findEventsNaming(log.pool, ANA)).toEqual([]);
  const { rows } = await log.pool.query<{ source: string; state: string }>(`SELECT source, state FROM privacy.erasures ORDER BY requested_at`);
  expect(rows).toEqual([
    { source: 'operator', state: 'completed' },
    { source: 'operator', state: 'completed' },
  ]);

  const status = await privacy('status');
  expect(status.code).toBe(0);
  expect(status.output).toMatch(/Erasure requests \(newest 2\)/);
  expect(status.output).toMatch(/Raw metadata \(user agent, hashed IP\) kept 90 days/);
});

it('refuses a command it does not know, or an erasure without an address', async () => {
  expect((await privacy('erase')).code).toBe(2);
  expect((await privacy('forget', ANA)).code).toBe(2);
  expect((await privacy('erase', 'not-an-address')).code).toBe(2);
});
