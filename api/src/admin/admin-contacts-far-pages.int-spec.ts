import type { AdminContact } from '@pitchlens/contracts';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import type { ContactsFilterDto } from './queries/list-contacts/contacts-query.request.dto';
import { contactsPageSql, contactsSql } from './queries/list-contacts/contacts-sql';
import { FAR_PAGE_OFFSET } from './queries/list-contacts/list-contacts.handler';

// Enough that identified contacts alone have pages past FAR_PAGE_OFFSET nearer the start than the end.
const CONTACTS = 2 * FAR_PAGE_OFFSET + 6_000;
const PAGE_SIZE = 200;

let t: AdminTestApp;

/**
 * More contacts than FAR_PAGE_OFFSET, all created on 2033-05-01, with ties
 * on every sort column (a few activity times, four steps, none among them)
 * and every fifth one anonymous; the search rows and counts the projector
 * would keep are written alongside.
 */
beforeAll(async () => {
  t = await startAdminTestApp('admin_far_pages');
  await t.db.query(
    `INSERT INTO read_model.contacts (id, email, current_funnel_step, anonymous, session_ids, created_at, last_activity)
     SELECT gen_random_uuid(), CASE WHEN n % 5 = 4 THEN NULL ELSE 'far' || lpad(n::text, 5, '0') || '@far.io' END,
            (ARRAY['home', 'landing', NULL, 'completed'])[n % 4 + 1], n % 5 = 4, ARRAY['session-far' || n],
            '2033-05-01T00:00:00Z'::timestamptz + n * interval '1 second', '2033-06-01T00:00:00Z'::timestamptz + (n % 7) * interval '1 hour'
       FROM generate_series(1, $1::int) n`,
    [CONTACTS],
  );
  await t.db.query(`INSERT INTO read_model.contact_emails SELECT id, email, current_funnel_step, created_at FROM read_model.contacts WHERE email IS NOT NULL`);
  await t.db.query(
    `INSERT INTO read_model.contact_counts
     SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(utm_source, ''), coalesce(current_funnel_step, ''), anonymous, count(*)
       FROM read_model.contacts GROUP BY 1, 2, 3, 4`,
  );
});
afterAll(() => t.close());

const FILTERS: ContactsFilterDto[] = [
  {},
  { order: 'asc', includeAnonymous: true },
  { sort: 'createdAt', order: 'asc' },
  { sort: 'email', order: 'asc', includeAnonymous: true },
  { sort: 'email', order: 'desc', includeAnonymous: true },
  { sort: 'email', order: 'desc' },
  { sort: 'currentFunnelStep', order: 'asc' },
  { sort: 'currentFunnelStep', order: 'desc', includeAnonymous: true },
  { email: '@far.io', sort: 'lastActivity', order: 'asc' },
];

/** The page read front to back, as every page short of FAR_PAGE_OFFSET is. */
async function fromTheStart(filter: ContactsFilterDto, offset: number): Promise<string[]> {
  const sql = contactsSql(filter);
  const { rows } = await t.db.query<{ id: string }>(contactsPageSql(sql, PAGE_SIZE, offset), sql.params);
  return rows.map((row) => row.id);
}

describe('GET /api/contacts, pages far from the start', () => {
  it.each(FILTERS)('read from the nearer end, are the pages read from the start (%o)', async (filter) => {
    const query = new URLSearchParams(Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)]));
    const { total } = (await t.http().get(`/api/contacts?${query}&pageSize=1`).set('cookie', t.cookie).expect(200)).body as { total: number };
    expect(total).toBeGreaterThan(2 * FAR_PAGE_OFFSET + PAGE_SIZE);
    const lastPage = Math.ceil(total / PAGE_SIZE);
    // Nearer the end, the last (part) page, one past it; and one past FAR_PAGE_OFFSET but nearer the start.
    for (const page of [lastPage - 1, lastPage, lastPage + 1, Math.ceil(FAR_PAGE_OFFSET / PAGE_SIZE) + 1]) {
      const res = await t.http().get(`/api/contacts?${query}&pageSize=${PAGE_SIZE}&page=${page}`).set('cookie', t.cookie).expect(200);
      expect(res.body.total).toBe(total);
      expect((res.body.contacts as AdminContact[]).map((c) => c.id)).toEqual(await fromTheStart(filter, (page - 1) * PAGE_SIZE));
    }
  });
});
