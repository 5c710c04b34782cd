import { createHash } from 'node:crypto';
import type { ContactsCsvRequest, ContactsRequest } from '@pitchlens/contracts';
import { createTestDatabase, readModel, type TestDatabase } from '@pitchlens/database';
import { Pool } from 'pg';
import { insertListedContacts } from '../../../../test/listed-contacts';
import { UuidArray } from '../../../common/pg/uuid-array';
import { ReadSource } from '../../../infrastructure/read-source';
import { ExportContactsCsvHandler } from '../export-contacts-csv/export-contacts-csv.handler';
import { ExportContactsCsvQuery } from '../export-contacts-csv/export-contacts-csv.query';
import type { CohortMembers } from './cohort-members';
import { contactsPageSql, contactsSql, SORTED_COHORT_MEMBERS, walkedIdsSql } from './contacts-sql';
import { ListContactsHandler } from './list-contacts.handler';
import { ListContactsQuery } from './list-contacts.query';
import { walkMembers, WALKED_MEMBERS } from './walked-members';

/*
 * A large cohort's list walked in the API must list what Postgres's hash of
 * its members lists: the same contacts, in the same order, page by page and
 * in the CSV, under every sort and with the list's other filters.
 */
const CONTACTS = 75_000;

let db: TestDatabase;
let pool: Pool;
/** Contacts whose number is not a multiple of 4: 56,250, over WALKED_MEMBERS, spread through every order. */
let cohort: UuidArray;
/** The 22,500 created first: newest first, the order's first 52,500 hold none of them, past the walk's 50,000. */
let oldest: UuidArray;

beforeAll(async () => {
  db = await createTestDatabase('walked_members');
  pool = new Pool({ connectionString: db.url, max: 4 });
  await insertListedContacts(pool, CONTACTS, 50_000);
  cohort = await idsOf(COHORT);
  oldest = await idsOf('i <= 22500');
  expect(cohort.length).toBeGreaterThanOrEqual(WALKED_MEMBERS);
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

async function idsOf(condition: string): Promise<UuidArray> {
  const { rows } = await pool.query<{ id: string }>(`SELECT md5(i::text)::uuid AS id FROM generate_series(1, ${CONTACTS}) AS i WHERE ${condition}`);
  const ids = new UuidArray(rows.length);
  for (const { id } of rows) ids.addText(id);
  return ids;
}

/** The page as the list reads it with the members hashed in Postgres. */
async function hashedPage(filter: ContactsCsvRequest, members: UuidArray, offset: number, limit: number): Promise<string[]> {
  const sql = contactsSql(filter, { members: { conversion: members } });
  const client = await pool.connect();
  try {
    await client.query(`BEGIN; SET LOCAL work_mem = '${sql.workMemKb ?? 4096}kB'`);
    const { rows } = await client.query<{ id: string }>(contactsPageSql(sql, limit, offset), sql.params);
    await client.query('COMMIT');
    return rows.map((row) => row.id);
  } finally {
    client.release();
  }
}

async function walked(filter: ContactsCsvRequest, members: UuidArray, wanted: number, most?: number): Promise<string[] | null> {
  const { ids, params } = walkedIdsSql(filter, { conversion: members });
  const client = await pool.connect();
  try {
    return await walkMembers(client, ids, params, members.toSet(), wanted, most);
  } finally {
    client.release();
  }
}

const reads = () => new ReadSource(pool, null, 0);
/** Fresh ids of `condition` for each list, as CohortMembers gives (the handler releases them), each kept in `given`. */
function membersOf(condition: string, given: UuidArray[] = []): CohortMembers {
  const membersFor = async () => {
    const ids = await idsOf(condition);
    given.push(ids);
    return { conversion: ids };
  };
  return { membersFor } as unknown as CohortMembers;
}
const COHORT = 'i % 4 <> 0';
/** 5,000 contacts, half of them anonymous, spread through every order. */
const SMALL_COHORT = 'i % 30 IN (0, 1)';
const conversion = { cohort: 'conversion' } as const;

const FILTERS: [string, ContactsRequest][] = [
  ['newest activity first', { ...conversion }],
  ['anonymous visitors too', { ...conversion, includeAnonymous: true }],
  ['by address', { ...conversion, sort: 'email', order: 'asc' }],
  ['by address, anonymous too', { ...conversion, sort: 'email', order: 'desc', includeAnonymous: true }],
  ['by step', { ...conversion, sort: 'currentFunnelStep', order: 'desc' }],
  ['oldest first', { ...conversion, sort: 'createdAt', order: 'asc', includeAnonymous: true }],
  ['at one step', { ...conversion, step: 'landing' }],
  ['an address search', { ...conversion, email: 'northwind' }],
];

describe('a large cohort walked in the API', () => {
  it('holds what it was given', () => {
    const set = cohort.toSet();
    expect(set.size).toBe(cohort.length);
    expect([1, 2, 3, 4, 5, 8].map((i) => set.has(md5Uuid(i)))).toEqual([true, true, true, false, true, false]);
  });

  it.each(FILTERS)('lists, %s, the pages the hashed list does', async (_, filter) => {
    for (const offset of [0, 50, 4_000]) {
      const found = await walked(filter, cohort, offset + 50);
      expect(found?.slice(offset, offset + 50)).toEqual(await hashedPage(filter, cohort, offset, 50));
    }
  });

  it('gives up on a cohort thin at the start of the order, and lists what there is at its end', async () => {
    const newestFirst = { ...conversion, sort: 'createdAt', order: 'desc', includeAnonymous: true } as const;
    expect(await walked(newestFirst, oldest, 50)).toBeNull();
    expect((await walked(newestFirst, oldest, 50, 60_000))?.slice(0, 50)).toEqual(await hashedPage(newestFirst, oldest, 0, 50));
    // Past the list's end: every member, no more.
    expect(await walked(newestFirst, oldest, CONTACTS, CONTACTS * 2)).toHaveLength(oldest.length);
  });

  it('passes over the contacts made after the cohort’s range, and lists what it lists without one', async () => {
    // Made a minute apart from 2026-06-01: the contacts made before 2026-07-02 are 1…44,639.
    const made = 'i < 44640';
    const members = await idsOf(`${COHORT} AND ${made}`);
    const ranged: ContactsRequest = { ...conversion, cohortTo: '2026-07-01' };
    const { ids, params } = walkedIdsSql(ranged, { conversion: members });
    const walkedIds = (await pool.query<{ id: string }>(`${ids} LIMIT 3000`, params)).rows.map((row) => row.id);
    const later = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${readModel('contacts')} WHERE id = ANY($1::uuid[]) AND created_at >= '2026-07-02'`, [walkedIds]);
    expect({ walked: walkedIds.length, madeLater: later.rows[0].n }).toEqual({ walked: 3000, madeLater: 0 });
    for (const offset of [0, 4_000]) {
      const unbounded = await hashedPage(conversion, members, offset, 50);
      expect(unbounded).toHaveLength(50);
      expect((await walked(ranged, members, offset + 50))?.slice(offset, offset + 50)).toEqual(unbounded);
      expect(await hashedPage(ranged, members, offset, 50)).toEqual(unbounded);
    }
  });

  it('answers the list’s page and total through its handler, and falls back to the hash where the walk gives up', async () => {
    const given: UuidArray[] = [];
    const handler = new ListContactsHandler(reads(), membersOf(COHORT, given));
    const page = await handler.execute(new ListContactsQuery({ ...conversion, includeAnonymous: true, page: 3, pageSize: 25 }));
    expect(page.total).toBe(cohort.length);
    expect(page.contacts.map((c) => c.id)).toEqual(await hashedPage({ ...conversion, includeAnonymous: true }, cohort, 50, 25));
    // Its memory went back with the answer.
    expect(() => given[0].param()).toThrow('released');
    const thin = new ListContactsHandler(reads(), membersOf('i <= 22500'));
    const request = { ...conversion, sort: 'createdAt', order: 'desc', includeAnonymous: true, page: 2 } as const;
    const answer = await thin.execute(new ListContactsQuery(request));
    expect(answer.contacts.map((c) => c.id)).toEqual(await hashedPage(request, oldest, 50, 50));
  });

  it('exports the CSV the hashed list does, in its order', async () => {
    const given: UuidArray[] = [];
    const handler = new ExportContactsCsvHandler(reads(), membersOf(COHORT, given));
    for (const filter of [FILTERS[0][1], FILTERS[3][1], FILTERS[7][1]]) {
      let csv = '';
      for await (const chunk of await handler.execute(new ExportContactsCsvQuery(filter))) csv += chunk;
      expect(() => given.at(-1)?.param()).toThrow('released');
      const ids = csv.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
      expect(ids).toEqual(await hashedPage(filter, cohort, 0, CONTACTS));
    }
    // A download closed after its first lines gives the memory back too.
    const closed = (await handler.execute(new ExportContactsCsvQuery(FILTERS[0][1])))[Symbol.asyncIterator]();
    await closed.next();
    await closed.return?.(undefined);
    expect(() => given.at(-1)?.param()).toThrow('released');
  });

  it.each(FILTERS)('exports a small cohort, %s, read by id and sorted (on a time, the first entries walked first), as the hashed list gives it', async (_, filter) => {
    const small = await idsOf(SMALL_COHORT);
    expect(small.length).toBeLessThanOrEqual(SORTED_COHORT_MEMBERS);
    const sql = contactsSql(filter, { members: { conversion: small } });
    expect(sql.cohortRows).not.toBeNull();
    const expected = await hashedPage(filter, small, 0, CONTACTS);
    expect((await pool.query<{ id: string }>(sql.cohortRows as string, sql.params)).rows.map((row) => row.id)).toEqual(expected);
    // Ordered on a time and without a search, the export is split at the list's HEAD_ENTRIES-th entry, with members on both sides.
    const onTime = filter.sort !== 'email' && filter.sort !== 'currentFunnelStep' && !filter.email;
    expect(sql.cohortSplit !== null).toBe(onTime);
    if (sql.cohortSplit) {
      const { bound, head, rest } = sql.cohortSplit;
      const [key] = (await pool.query<{ key: string; id: string }>(bound.text, bound.params)).rows;
      const part = async (text: string) => (await pool.query<{ id: string }>(text, [...sql.params, key.key, key.id])).rows.map((row) => row.id);
      const [before, after] = [await part(head), await part(rest)];
      expect(before.length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      expect([...before, ...after]).toEqual(expected);
    }
    const given: UuidArray[] = [];
    let csv = '';
    for await (const chunk of await new ExportContactsCsvHandler(reads(), membersOf(SMALL_COHORT, given)).execute(new ExportContactsCsvQuery(filter))) csv += chunk;
    expect(() => given[0].param()).toThrow('released');
    const ids = csv.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
    expect(ids).toEqual(expected);
    expect(ids.length).toBeGreaterThan(0);
  });
});

function md5Uuid(i: number): string {
  const hex = createHash('md5').update(String(i)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
