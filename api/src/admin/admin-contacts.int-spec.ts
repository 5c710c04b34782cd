import { CONTACT_SORT_FIELDS, ORDERED_FUNNEL_STEPS, SORT_ORDERS, type AdminContact, type ContactSortField, type SortOrder } from '@pitchlens/contracts';
import { v4 as uuidv4 } from 'uuid';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { until } from '../../../worker/test/child-process';
import { UuidArray } from '../common/pg/uuid-array';
import { ExportContactsCsvHandler } from './queries/export-contacts-csv/export-contacts-csv.handler';
import { ExportContactsCsvQuery } from './queries/export-contacts-csv/export-contacts-csv.query';
import type { ContactsFilterDto } from './queries/list-contacts/contacts-query.request.dto';
import { contactsPageSql, contactsSql } from './queries/list-contacts/contacts-sql';

let t: AdminTestApp;

interface ContactSeed {
  email: string | null;
  step?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  createdAt: string;
  lastActivity?: string;
  sessionIds?: string[];
  utmSource?: string | null;
  referrerName?: string;
  referrerEmail?: string;
  utmMedium?: string;
  utmCampaign?: string;
  lastUtmSource?: string;
  lastUtmMedium?: string;
  lastUtmCampaign?: string;
}

/** The read model is derived data: a query test may write it directly (with the search row and the count the projector keeps). */
async function insertContact(seed: ContactSeed): Promise<string> {
  const id = uuidv4();
  await t.db.query(
    `WITH contact AS (
       INSERT INTO read_model.contacts (id, email, first_name, last_name, current_funnel_step, utm_source, anonymous, session_ids, created_at, last_activity,
         referrer_name, referrer_email, utm_medium, utm_campaign, last_utm_source, last_utm_medium, last_utm_campaign)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING *
     ), counted AS (
       INSERT INTO read_model.contact_counts
       SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(utm_source, ''), coalesce(current_funnel_step, ''), anonymous, 1 FROM contact
       ON CONFLICT (created_day, utm_source, step, anonymous) DO UPDATE SET contacts = read_model.contact_counts.contacts + 1
     )
     INSERT INTO read_model.contact_emails SELECT id, email, current_funnel_step, created_at FROM contact WHERE email IS NOT NULL`,
    [
      id,
      seed.email,
      seed.firstName ?? null,
      seed.lastName ?? null,
      seed.step ?? null,
      seed.utmSource ?? null,
      seed.email === null,
      seed.sessionIds ?? [],
      seed.createdAt,
      seed.lastActivity ?? seed.createdAt,
      seed.referrerName ?? null,
      seed.referrerEmail ?? null,
      seed.utmMedium ?? null,
      seed.utmCampaign ?? null,
      seed.lastUtmSource ?? null,
      seed.lastUtmMedium ?? null,
      seed.lastUtmCampaign ?? null,
    ],
  );
  return id;
}

/** Seven contacts (one anonymous) of November 2026, each list test's expected answers written for them alone. */
async function insertPeople(): Promise<void> {
  await insertContact({ email: 'ann@acme.io', step: 'trial_checkout', firstName: 'Ann', lastName: 'Lee', createdAt: '2026-11-01T10:00:00Z', lastActivity: '2026-11-20T09:00:00Z', utmSource: 'linkedin' });
  await insertContact({ email: 'a_b@corp.io', step: 'home', createdAt: '2026-11-02T10:00:00Z', lastActivity: '2026-11-02T10:00:00Z' });
  await insertContact({ email: 'axb@corp.io', step: 'landing', createdAt: '2026-11-03T23:59:59Z', lastActivity: '2026-11-18T10:00:00Z' });
  await insertContact({ email: '100%real@corp.io', step: 'completed', createdAt: '2026-11-04T00:00:00Z', lastActivity: '2026-11-05T10:00:00Z' });
  await insertContact({ email: '100xreal@corp.io', step: 'breakdown_download', createdAt: '2026-11-05T00:00:00Z', lastActivity: '2026-11-06T10:00:00Z' });
  await insertContact({ email: 'back\\slash@corp.io', step: null, createdAt: '2026-11-06T00:00:00Z', lastActivity: '2026-11-07T10:00:00Z' });
  await insertContact({ email: null, step: 'landing', createdAt: '2026-11-07T00:00:00Z', lastActivity: '2026-11-21T10:00:00Z', sessionIds: ['session-anon7777', 'session-anon8888'] });
}

/** An app on a database of the describe's own, `seed` in it: the lists count every contact there, whichever describe added it. */
function ownDatabase(seed: () => Promise<void> = async () => undefined): void {
  beforeAll(async () => {
    t = await startAdminTestApp('admin_contacts');
    await seed();
  });
  afterAll(() => t.close());
}

const list = async (query: string) => {
  const res = await t.http().get(`/api/contacts${query}`).set('cookie', t.cookie);
  expect(res.status).toBe(200);
  return res.body as { contacts: AdminContact[]; total: number; page: number; pageSize: number };
};
const emails = async (query: string) => (await list(query)).contacts.map((c) => c.email);

describe('GET /api/contacts', () => {
  ownDatabase(insertPeople);

  it('answers the spec shape, newest activity first, identified contacts only by default', async () => {
    const body = await list('');
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 50 });
    expect(body.contacts[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'ann@acme.io',
      firstName: 'Ann',
      lastName: 'Lee',
      currentFunnelStep: 'trial_checkout',
      referrerName: null,
      referrerEmail: null,
      utmSource: 'linkedin',
      utmMedium: null,
      utmCampaign: null,
      lastUtmSource: null,
      lastUtmMedium: null,
      lastUtmCampaign: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      lastActivity: '2026-11-20T09:00:00.000Z',
    });
    expect(body.contacts.map((c) => c.email)).toEqual(['ann@acme.io', 'axb@corp.io', 'back\\slash@corp.io', '100xreal@corp.io', '100%real@corp.io', 'a_b@corp.io']);
  });

  it('includes anonymous visitors when asked, under their placeholder address', async () => {
    const body = await list('?includeAnonymous=true');
    expect(body.total).toBe(7);
    expect(body.contacts[0]).toMatchObject({ email: 'session-anon7777@visitor.pitchlens.invalid', currentFunnelStep: 'landing' });
    expect((await list('?includeAnonymous=false')).total).toBe(6);
  });

  it('filters by step, or not at all for "all"', async () => {
    expect(await emails('?step=landing')).toEqual(['axb@corp.io']);
    expect(await emails('?step=landing&includeAnonymous=true')).toEqual(['session-anon7777@visitor.pitchlens.invalid', 'axb@corp.io']);
    expect((await list('?step=all')).total).toBe(6);
  });

  it('finds a case-insensitive substring of the email, taking % _ and \\ literally', async () => {
    expect(await emails('?email=ACME')).toEqual(['ann@acme.io']);
    expect(await emails(`?email=${encodeURIComponent('a_b')}`)).toEqual(['a_b@corp.io']);
    expect(await emails(`?email=${encodeURIComponent('_')}`)).toEqual(['a_b@corp.io']);
    expect(await emails(`?email=${encodeURIComponent('100%')}`)).toEqual(['100%real@corp.io']);
    expect(await emails(`?email=${encodeURIComponent('%')}`)).toEqual(['100%real@corp.io']);
    expect(await emails(`?email=${encodeURIComponent('\\')}`)).toEqual(['back\\slash@corp.io']);
    expect(await emails('?email=nobody')).toEqual([]);
  });

  it('counts a search narrowed by step and dates as it lists it', async () => {
    for (const query of ['?email=corp.io', '?email=corp.io&step=landing', '?email=CORP&from=2026-11-05', '?email=real&to=2026-11-04', '?email=corp&includeAnonymous=true']) {
      const body = await list(query);
      expect({ query, total: body.total }).toEqual({ query, total: body.contacts.length });
    }
    expect((await list('?email=corp.io')).total).toBe(5);
    expect(await emails('?email=corp.io&step=landing')).toEqual(['axb@corp.io']);
    expect((await list('?email=corp&from=2026-11-05')).total).toBe(2);
  });

  it('filters createdAt by inclusive dates (a whole UTC day for a date-only "to") or timestamps', async () => {
    const range = async (q: string) => {
      const body = await list(`${q}&sort=createdAt&order=asc`);
      // Counted by whole days plus the part days at the ends: the count must match the rows either way.
      for (const includeAnonymous of [false, true]) {
        const counted = await list(`${q}&includeAnonymous=${includeAnonymous}&pageSize=100`);
        expect({ q, includeAnonymous, total: counted.total }).toEqual({ q, includeAnonymous, total: counted.contacts.length });
      }
      return body.contacts.map((c) => c.email);
    };
    expect(await range('?from=2026-11-02&to=2026-11-03')).toEqual(['a_b@corp.io', 'axb@corp.io']);
    expect(await range('?from=2026-11-03T23:59:59Z&to=2026-11-04T00:00:00Z')).toEqual(['axb@corp.io', '100%real@corp.io']);
    expect(await range('?from=2026-11-05')).toEqual(['100xreal@corp.io', 'back\\slash@corp.io']);
    expect(await range('?to=2026-11-01')).toEqual(['ann@acme.io']);
    expect(await range('?from=2026-11-04T01:00:00%2B01:00&to=2026-11-04')).toEqual(['100%real@corp.io']);
    expect(await range('?from=2026-11-01&to=2026-11-05&step=landing')).toEqual(['axb@corp.io']);
  });

  it('sorts by each field both ways; the funnel step sorts in funnel order, contacts without one last', async () => {
    expect(await emails('?sort=email&order=asc')).toEqual(['100%real@corp.io', '100xreal@corp.io', 'a_b@corp.io', 'ann@acme.io', 'axb@corp.io', 'back\\slash@corp.io']);
    expect(await emails('?sort=createdAt&order=desc')).toEqual(['back\\slash@corp.io', '100xreal@corp.io', '100%real@corp.io', 'axb@corp.io', 'a_b@corp.io', 'ann@acme.io']);
    expect(await emails('?sort=lastActivity&order=asc')).toEqual(['a_b@corp.io', '100%real@corp.io', '100xreal@corp.io', 'back\\slash@corp.io', 'axb@corp.io', 'ann@acme.io']);
    expect((await list('?sort=currentFunnelStep&order=asc')).contacts.map((c) => c.currentFunnelStep)).toEqual([
      'home',
      'landing',
      'breakdown_download',
      'trial_checkout',
      'completed',
      null,
    ]);
    expect((await list('?sort=currentFunnelStep&order=desc')).contacts.map((c) => c.currentFunnelStep)).toEqual([
      'completed',
      'trial_checkout',
      'breakdown_download',
      'landing',
      'home',
      null,
    ]);
  });

  it.each([
    ['step=bogus', 'step'],
    ['step=features', 'step'],
    ['step=home&step=landing', 'step'],
    ['sort=name', 'sort'],
    ['order=up', 'order'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=201', 'pageSize'],
    ['pageSize=1.5', 'pageSize'],
    ['from=yesterday', 'from'],
    ['from=2026-02-30', 'from'],
    ['to=2026-11-01T10:00', 'to'],
    ['from=2026-11-05&to=2026-11-04', 'to'],
    ['includeAnonymous=yes', 'includeAnonymous'],
    [`email=${'x'.repeat(255)}`, 'email'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await t.http().get(`/api/contacts?${query}`).set('cookie', t.cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('GET /api/contacts.csv', () => {
  // The bulk rows serve the exports of many rows; none is a landing step's, which the first test downloads.
  ownDatabase(async () => {
    await insertPeople();
    await t.db.query(
      `WITH bulk AS (
         INSERT INTO read_model.contacts (id, email, anonymous, created_at, last_activity, current_funnel_step)
         SELECT gen_random_uuid(), 'bulk' || n || '@many.io', false, '2024-06-01T00:00:00Z'::timestamptz + n * interval '1 second', now(), 'home'
           FROM generate_series(1, 2345) n
         RETURNING id, email, current_funnel_step, created_at
       )
       INSERT INTO read_model.contact_emails SELECT id, email, current_funnel_step, created_at FROM bulk`,
    );
  });
  const csv = async (query: string) => {
    const res = await t.http().get(`/api/contacts.csv${query}`).set('cookie', t.cookie).buffer(true).parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    });
    expect(res.status).toBe(200);
    return { text: res.body as string, headers: res.headers };
  };

  it('downloads every matching contact with a header row, in the list order', async () => {
    const { text, headers } = await csv('?sort=email&order=asc&step=landing&includeAnonymous=true&pageSize=1');
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="pitchlens-contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('id,email,firstName,lastName,currentFunnelStep,referrerName,referrerEmail,utmSource,utmMedium,utmCampaign,lastUtmSource,lastUtmMedium,lastUtmCampaign,createdAt,lastActivity');
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual(['axb@corp.io', 'session-anon7777@visitor.pitchlens.invalid']);
    expect(lines.at(-1)).toBe('');
  });

  it('escapes quotes and separators and neutralises formulas', async () => {
    await insertContact({ email: 'formula@evil.io', firstName: '=HYPERLINK("http://evil.io","click")', lastName: 'Smith, "Jr"', createdAt: '2025-01-01T00:00:00Z', utmSource: '@SUM(A1)' });
    await insertContact({ email: '-2+3@evil.io', firstName: '+1', lastName: 'Line\nbreak', createdAt: '2025-01-02T00:00:00Z' });
    const { text } = await csv('?email=evil.io&sort=createdAt&order=asc');
    const [, first, second] = text.split('\r\n');
    expect(first).toContain(`formula@evil.io,"'=HYPERLINK(""http://evil.io"",""click"")","Smith, ""Jr""",,,,'@SUM(A1),,,,,,2025-01-01T00:00:00.000Z,`);
    expect(second).toContain(`,'-2+3@evil.io,'+1,"Line\nbreak",`);
  });

  it('lists and downloads each column from its own field', async () => {
    // Every field distinct, so a value read from another column's place shows.
    const id = await insertContact({
      email: 'every-field@cols.io',
      firstName: 'Eve',
      lastName: 'Field',
      step: 'completed',
      utmSource: 'first-src',
      createdAt: '2025-02-01T08:00:00Z',
      lastActivity: '2025-02-03T09:30:00.25Z',
      referrerName: 'Rob Referrer',
      referrerEmail: 'rob@refer.io',
      utmMedium: 'first-med',
      utmCampaign: 'first-camp',
      lastUtmSource: 'last-src',
      lastUtmMedium: 'last-med',
      lastUtmCampaign: 'last-camp',
    });
    const expected: AdminContact = {
      id,
      email: 'every-field@cols.io',
      firstName: 'Eve',
      lastName: 'Field',
      currentFunnelStep: 'completed',
      referrerName: 'Rob Referrer',
      referrerEmail: 'rob@refer.io',
      utmSource: 'first-src',
      utmMedium: 'first-med',
      utmCampaign: 'first-camp',
      lastUtmSource: 'last-src',
      lastUtmMedium: 'last-med',
      lastUtmCampaign: 'last-camp',
      createdAt: '2025-02-01T08:00:00.000Z',
      lastActivity: '2025-02-03T09:30:00.250Z',
    };
    expect((await list('?email=every-field@cols.io')).contacts).toEqual([expected]);
    const [header, row] = (await csv('?email=every-field@cols.io')).text.split('\r\n');
    expect(row).toBe(header.split(',').map((column) => expected[column as keyof AdminContact]).join(','));
  });

  it('streams more rows than one database batch', async () => {
    const { text } = await csv('?email=@many.io&sort=createdAt&order=asc');
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(2345);
    expect(rows[0].split(',')[1]).toBe('bulk1@many.io');
    expect(rows[2344].split(',')[1]).toBe('bulk2345@many.io');
    // The list counts them all but pages them.
    const page = await list('?email=@many.io&pageSize=200');
    expect(page.total).toBe(2345);
    expect(page.contacts).toHaveLength(200);
  });

  // @many.io matches every bulk row, more than an export sorts; bulk23 matches 57 of them (bulk23, bulk230…239, bulk2300…2345), which it sorts.
  const searches = { '@many.io': 2345, bulk23: 57 };
  const orders = ['sort=email&order=desc', 'sort=currentFunnelStep&order=asc', 'sort=lastActivity&order=asc', 'sort=createdAt&order=desc&includeAnonymous=true'];
  it.each(Object.keys(searches).flatMap((search) => orders.map((order) => [search, order])))('exports a search for %s (%s) in the order of its list pages', async (search, order) => {
    const matches = searches[search as keyof typeof searches];
    const exported = (await csv(`?email=${search}&${order}`)).text.split('\r\n').slice(1, -1).map((row) => row.split(',')[0]);
    const listed: string[] = [];
    for (let page = 1; page <= Math.ceil(matches / 200); page++) listed.push(...(await list(`?email=${search}&${order}&pageSize=200&page=${page}`)).contacts.map((c) => c.id));
    expect(exported).toHaveLength(matches);
    expect(exported).toEqual(listed);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const res = await t.http().get('/api/contacts.csv?sort=nope').set('cookie', t.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fields[0].field).toBe('sort');
  });
});

/**
 * Contacts of their own, first seen in 2031 (no other test's are), with ties
 * on every sort column: three times each, four steps with none among them,
 * and anonymous visitors, whose emails are all NULL.
 */
describe('GET /api/contacts, page after page', () => {
  const OWN = 'from=2031-01-01&to=2031-12-31';
  const anonymous = new Map<string, boolean>();

  ownDatabase();
  beforeAll(async () => {
    const steps = ['home', 'landing', null, 'completed'];
    const times = ['2031-03-01T00:00:00Z', '2031-03-02T00:00:00Z', '2031-03-03T00:00:00Z'];
    for (let i = 0; i < 30; i++) {
      const email = i % 5 === 4 ? null : `pager${String(i).padStart(2, '0')}@paging.io`;
      const id = await insertContact({ email, step: steps[i % 4], createdAt: times[i % 3], lastActivity: times[(i >> 1) % 3], sessionIds: [`session-pager${i}`] });
      anonymous.set(id, email === null);
    }
  });

  /** The value a contact sorts by: NULL for an anonymous visitor's address, the funnel position for a step. */
  const sortKey = (c: AdminContact, sort: ContactSortField): string | number | null => {
    if (sort === 'email') return anonymous.get(c.id) ? null : c.email;
    if (sort === 'currentFunnelStep') return c.currentFunnelStep && ORDERED_FUNNEL_STEPS.indexOf(c.currentFunnelStep);
    return c[sort];
  };
  /** Whether b may follow a: by the value, NULLs last either way, then by id. */
  const inOrder = (a: AdminContact, b: AdminContact, sort: ContactSortField, order: SortOrder): boolean => {
    const [x, y] = [sortKey(a, sort), sortKey(b, sort)];
    if (x !== y) return y === null || (x !== null && (order === 'asc' ? x < y : x > y));
    return order === 'asc' ? a.id < b.id : a.id > b.id;
  };

  const orders = CONTACT_SORT_FIELDS.flatMap((sort) => SORT_ORDERS.flatMap((order) => [false, true].map((all) => [sort, order, all] as const)));

  it.each(orders)('sorted by %s %s (anonymous too: %s), pages neither overlap nor skip', async (sort, order, includeAnonymous) => {
    const query = `?${OWN}&sort=${sort}&order=${order}&includeAnonymous=${includeAnonymous}&pageSize=4`;
    const expected = [...anonymous].filter(([, anon]) => includeAnonymous || !anon).map(([id]) => id);
    const seen: AdminContact[] = [];
    // One page past the end, which is empty.
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
      const body = await list(`${query}&page=${page}`);
      expect(body).toMatchObject({ total: expected.length, page, pageSize: 4 });
      seen.push(...(body.contacts as AdminContact[]));
    }
    expect(seen.map((c) => c.id).sort()).toEqual(expected.sort());
    for (let i = 1; i < seen.length; i++) expect(inOrder(seen[i - 1], seen[i], sort, order)).toBe(true);
  });

  type PlanNode = { 'Node Type': string; Filter?: string; Plans?: PlanNode[] };
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

  /** A query's plan, with sorting made the last resort: a table this small would otherwise just be sorted. */
  async function plan(text: string, params: unknown[]): Promise<PlanNode[]> {
    const client = await t.db.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off; SET LOCAL enable_incremental_sort = off');
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${text}`, params);
      return nodes(rows[0]['QUERY PLAN'][0].Plan);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  /** The plan of a page's id query. */
  async function pageIdsPlan(filter: ContactsFilterDto, reverse: boolean): Promise<PlanNode[]> {
    const sql = contactsSql(filter, { reverse });
    const limit = (await plan(contactsPageSql(sql, 50, 900), sql.params)).find((n) => n['Node Type'] === 'Limit');
    return limit ? nodes(limit) : [];
  }

  it.each<ContactsFilterDto>([
    ...CONTACT_SORT_FIELDS.flatMap((sort) => SORT_ORDERS.map((order) => ({ sort, order }))),
    { sort: 'email', email: 'pager' },
    ...(['lastActivity', 'createdAt'] as const).flatMap((sort) => SORT_ORDERS.map((order) => ({ sort, order, includeAnonymous: true }))),
    { step: 'landing' },
    { step: 'landing', order: 'asc' },
  ])('reads the ids of a page in %o from an index, without sorting, from either end', async (filter) => {
    for (const reverse of [false, true]) {
      const plan = await pageIdsPlan(filter, reverse);
      expect(plan.map((n) => n['Node Type'])).toContain('Limit');
      expect(plan.filter((n) => n['Node Type'].endsWith('Sort'))).toEqual([]);
    }
  });

  it.each<ContactsFilterDto>([{ email: 'pager' }, { email: 'pager', sort: 'createdAt', order: 'asc' }, { email: 'pager', step: 'landing' }])(
    'exports a search in %o by walking an index in order, checking each entry against the matches',
    async (filter) => {
      const sql = contactsSql(filter);
      const steps = await plan(sql.rows, sql.params);
      const walk = steps.find((n) => n.Filter?.includes('(hashed SubPlan 1) IS TRUE'));
      expect(walk?.['Node Type']).toBe('Index Only Scan');
      expect(steps.map((n) => n['Node Type']).filter((type) => type.endsWith('Sort') || type.endsWith('Join'))).toEqual([]);
    },
  );
});

describe('a cohort of many people', () => {
  ownDatabase();

  it('is hashed once and checked against each contact of the walk, with the work_mem the list sets for it', async () => {
    const ids = new UuidArray(300_000);
    for (let i = 0; i < 300_000; i++) ids.addText(`00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);
    const sql = contactsSql({ cohort: 'revenue' }, { members: { revenue: { ids, createdBefore: null } } });
    const planned = async (workMemKb: number) => {
      const client = await t.db.connect();
      try {
        await client.query(`BEGIN; SET LOCAL work_mem = '${workMemKb}kB'`);
        const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${contactsPageSql(sql, 50, 0)}`, sql.params);
        return JSON.stringify(rows[0]['QUERY PLAN']);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    };
    expect(sql.workMemKb).toBeGreaterThan(4096);
    expect(await planned(sql.workMemKb ?? 0)).toContain('hashed SubPlan');
    // With the default, Postgres would search the 300,000 ids for every contact it checks.
    expect(await planned(4096)).not.toContain('hashed SubPlan');
  });
});

describe('contacts.csv, a long export', () => {
  ownDatabase();

  it('reads the rows in batches, passing each on before fetching the next, and lets go of its connection when stopped', async () => {
    await t.db.query(
      `INSERT INTO read_model.contacts (id, email, anonymous, created_at, last_activity)
       SELECT gen_random_uuid(), 'long' || n || '@export.io', false, '2032-01-01T00:00:00Z'::timestamptz + n * interval '1 second', now()
         FROM generate_series(1, 2500) n`,
    );
    const exportSessions = async () =>
      (
        await t.db.query<{ state: string }>(
          `SELECT state FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'FETCH % FROM contacts_export'`,
        )
      ).rows.map((r) => r.state);
    const lines = (await t.app.get(ExportContactsCsvHandler).execute(new ExportContactsCsvQuery({ from: '2032-01-01', sort: 'createdAt', order: 'asc' })))[
      Symbol.asyncIterator
    ]();

    expect((await lines.next()).value).toMatch(/^id,email,/);
    const first = (await lines.next()).value as string;
    expect(first.split('\r\n')[0]).toContain(',long1@export.io,');
    // The first batch is out while the export waits, its cursor open, to be asked for more.
    expect(await exportSessions()).toEqual(['idle in transaction']);

    await lines.return?.(undefined);
    await until(async () => (await exportSessions()).length === 0, 'the export to end its transaction', 10_000);
  });
});
