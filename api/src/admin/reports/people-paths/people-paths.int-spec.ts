import { createTestDatabase, FUNNEL_PATH_STEP_COLUMNS, readModel, type TestDatabase } from '@pitchlens/database';
import { Pool } from 'pg';
import { until } from '../../../../../worker/test/child-process';
import { startAdminTestApp } from '../../../../test/admin-test-app';
import { ReadSource } from '../../../infrastructure/read-source';
import { PeoplePaths } from './people-paths';

/** The paths held in the API's memory follow funnel_paths between reports while the reports are in use. */
let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase('people_paths');
  pool = new Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

const ANN = '00000000-0000-4000-8000-0000000000a1';
const BO = '00000000-0000-4000-8000-0000000000b0';
const AT = Date.UTC(2026, 10, 1);

/** A person who reached the first ordered step at `at` (a write of their row, as the worker makes one). */
const reach = (id: string, at: number) =>
  pool.query(
    `INSERT INTO ${readModel('funnel_paths')} (contact_id, ${FUNNEL_PATH_STEP_COLUMNS[0]}) VALUES ($1, ARRAY[$2::bigint])
       ON CONFLICT (contact_id) DO UPDATE SET ${FUNNEL_PATH_STEP_COLUMNS[0]} = EXCLUDED.${FUNNEL_PATH_STEP_COLUMNS[0]}, revision = DEFAULT`,
    [id, at],
  );

it('brings the paths up to date between reports once an admin is about, with no report asking again', async () => {
  await reach(ANN, AT);
  const paths = new PeoplePaths(new ReadSource(pool, null, 0));
  try {
    paths.inUse();
    // The store is brought up to date in place: what a report was given shows each catch-up.
    const { people } = await paths.current();
    expect(people.get(ANN)?.steps[0]).toEqual([AT]);
    await reach(BO, AT + 1000);
    await reach(ANN, AT + 2000);
    await until(async () => people.get(BO) !== null && people.get(ANN)?.steps[0]?.[0] === AT + 2000, 'the new and the changed path to be held');
    expect(people.size).toBe(2);
  } finally {
    paths.onModuleDestroy();
  }
});

it('is kept up to date by any admin request, and by no one else\'s', async () => {
  const t = await startAdminTestApp('people_paths_admin');
  try {
    const inUse = jest.spyOn(t.app.get(PeoplePaths), 'inUse');
    await t.http().post('/api/track-page-view').send({ path: '/', sessionId: 'session-paths-0001' }).expect(201);
    await t.http().get('/api/admin/summary').expect(401);
    expect(inUse).not.toHaveBeenCalled();
    await t.get('/api/admin/summary');
    expect(inUse).toHaveBeenCalledTimes(1);
  } finally {
    await t.close();
  }
});
