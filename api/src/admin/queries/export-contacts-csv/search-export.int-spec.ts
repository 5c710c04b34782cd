import type { ContactsCsvRequest } from '@pitchlens/contracts';
import { createTestDatabase, readModel, type TestDatabase } from '@pitchlens/database';
import { Pool } from 'pg';
import { insertListedContacts } from '../../../../test/listed-contacts';
import { ReadSource } from '../../../infrastructure/read-source';
import type { CohortMembers } from '../list-contacts/cohort-members';
import { contactsPageSql, contactsSql, HEAD_ENTRIES, SORTED_SEARCH_MATCHES } from '../list-contacts/contacts-sql';
import { ExportContactsCsvHandler } from './export-contacts-csv.handler';
import { ExportContactsCsvQuery } from './export-contacts-csv.query';

/*
 * A search matching many is exported in two parts split at the list's
 * HEAD_ENTRIES-th contact (ContactsSql.search.split): together they must be
 * the list's matches, each once, in its order, whatever the order, where the
 * split falls among ties and whether or not the contact at it matches.
 */
const CONTACTS = 20_000;

let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase('search_export');
  pool = new Pool({ connectionString: db.url, max: 4 });
  await insertListedContacts(pool, CONTACTS, 3_000);
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

/** The list's matches in its order, as its pages read them. */
async function listed(filter: ContactsCsvRequest): Promise<string[]> {
  const sql = contactsSql(filter);
  const { rows } = await pool.query<{ id: string }>(contactsPageSql(sql, CONTACTS, 0), sql.params);
  return rows.map((row) => row.id);
}

async function exported(filter: ContactsCsvRequest): Promise<string[]> {
  const handler = new ExportContactsCsvHandler(new ReadSource(pool, null, 0), { membersFor: () => Promise.resolve(undefined) } as unknown as CohortMembers);
  let csv = '';
  for await (const chunk of await handler.execute(new ExportContactsCsvQuery(filter))) csv += chunk;
  return csv.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
}

const SPLIT: [string, ContactsCsvRequest][] = [
  ['newest activity first', { email: 'northwind' }],
  ['oldest activity first', { email: 'northwind', sort: 'lastActivity', order: 'asc' }],
  ['newest first, anonymous visitors too', { email: 'acme', sort: 'createdAt', order: 'desc', includeAnonymous: true }],
  ['oldest first', { email: '1', sort: 'createdAt', order: 'asc' }],
  ['in a created range', { email: 'acme', from: '2026-06-02', to: '2026-06-10' }],
  // 2,857 contacts at the step, fewer than HEAD_ENTRIES: the list is checked whole, row by row.
  ['at one step', { email: 'northwind', step: 'landing' }],
];

describe('a search matching many, exported', () => {
  it.each(SPLIT)('lists, %s, the list’s matches in its order', async (_, filter) => {
    expect(contactsSql(filter).search?.split).not.toBeNull();
    const expected = await listed(filter);
    expect(expected.length).toBeGreaterThan(SORTED_SEARCH_MATCHES);
    expect(await exported(filter)).toEqual(expected);
  });

  it('splits where the list holds more than the head', async () => {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${readModel('contacts')} WHERE NOT anonymous`);
    expect(rows[0].n).toBeGreaterThan(HEAD_ENTRIES);
  });

  it('keeps the hashed export for orders a key cannot split, and the sorted one for a search matching few', async () => {
    expect(contactsSql({ email: 'northwind', sort: 'email', order: 'asc', includeAnonymous: true }).search?.split).toBeNull();
    const few = [{ email: 'p12' }, { email: 'p12', step: 'landing' }, { email: 'p12', from: '2026-06-02', to: '2026-06-10', sort: 'createdAt', order: 'asc' }] as const;
    for (const filter of [{ email: 'northwind', sort: 'email', order: 'asc', includeAnonymous: true }, ...few] as const) {
      const expected = await listed(filter);
      expect(expected.length).toBeGreaterThan(0);
      expect(await exported(filter)).toEqual(expected);
    }
  });
});
