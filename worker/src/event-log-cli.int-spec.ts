import { createTestDatabase, type TestDatabase } from '@pitchlens/database';
import { runBuilt } from '../test/child-process';

/**
 * The operator's event-log command, run as built: it lists the log's months
 * and detaches none of those it is told to keep. (Which months a detach
 * takes, and what becomes of them, libs/event-store's log-months test shows.)
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('event_log_cli');
});

afterAll(() => db.drop());

async function eventLog(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = runBuilt('event-log-cli.js', args, { DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
  return { code: await child.exited, output: child.output() };
}

const thisMonth = () => `events_${new Date().toISOString().slice(0, 7).replace('-', '_')}`;

it('lists the months, this one among them', async () => {
  const { code, output } = await eventLog('months');
  expect(code).toBe(0);
  expect(output).toContain('events_before');
  expect(output).toContain(thisMonth());
});

it('detaches none of the months it is told to keep', async () => {
  const { code, output } = await eventLog('detach', '1');
  expect(code).toBe(0);
  expect(output).not.toContain(`detached ${thisMonth()}`);
  expect((await eventLog('months')).output).toContain(thisMonth());
});

it.each([[['detach', '0']], [['detach', 'two']], [['detach']], [['months', '3']], [['prune', '3']]])('answers %j with its usage', async (args) => {
  const { code, output } = await eventLog(...args);
  expect(code).toBe(2);
  expect(output).toContain('usage: npm run event-log');
});
