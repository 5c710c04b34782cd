import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminContact } from '@pitchlens/contracts';
import type { PoolClient } from 'pg';
import type { UuidSet } from '../../../common/pg/uuid-array';
import { ReadSource } from '../../../infrastructure/read-source';
import { CohortMembers } from '../list-contacts/cohort-members';
import { releaseMembers, type Members } from '../list-contacts/cohort-sql';
import { CONTACT_ROWS, contactsSql, SORTED_SEARCH_MATCHES, toAdminContact, walkedIdsSql, type ContactValues, type ExportSplit } from '../list-contacts/contacts-sql';
import { contactsInOrder, walkedCohort } from '../list-contacts/walked-members';
import { csvLine } from './csv';
import { ExportContactsCsvQuery } from './export-contacts-csv.query';

const BATCH_ROWS = 1000;
/**
 * A smaller first batch, ten times more each batch after it up to BATCH_ROWS:
 * the download starts once the first rows are known, not a thousand. A list
 * thinned by a condition Postgres checks entry by entry (a search's head, a
 * hashed cohort) walks its order until the batch is full: at 1,100,000
 * contacts one breakdown row's 11,600 people took 8-12 ms to their hundredth row.
 */
const FIRST_BATCH_ROWS = 25;
/** Ids of the list walked at once for a large cohort, of which only the members' rows are read. */
const WALKED_BATCH_IDS = 10_000;
/**
 * The first of those, growing as the rows' batches do: the thinnest cohort
 * walked (WALKED_MEMBERS among 1,100,000) has no member in its first hundred
 * one time in six, and the next batch would otherwise be the whole 10,000.
 */
const FIRST_WALKED_IDS = 100;

const COLUMNS: (keyof AdminContact)[] = [
  'id',
  'email',
  'firstName',
  'lastName',
  'currentFunnelStep',
  'referrerName',
  'referrerEmail',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'lastUtmSource',
  'lastUtmMedium',
  'lastUtmCampaign',
  'createdAt',
  'lastActivity',
];

/**
 * Every matching contact, through a cursor: memory stays flat however many
 * there are, and the rows are one consistent snapshot. The cursor is opened
 * before answering, so a failing query is still a proper 500. The order is
 * the list's, which indexes hold (see ContactsSql.rows): each batch is read
 * when fetched and goes out before the next is read, with no sort of every
 * row first. A search that matches few, and a small cohort, are sorted
 * instead (search.sortedRows, cohortRows), or on a time their first entries
 * walked first (cohortSplit).
 */
@QueryHandler(ExportContactsCsvQuery)
export class ExportContactsCsvHandler implements IQueryHandler<ExportContactsCsvQuery> {
  private readonly logger = new Logger('ExportContactsCsv');

  constructor(
    @Inject(ReadSource) private readonly reads: ReadSource,
    @Inject(CohortMembers) private readonly cohorts: CohortMembers,
  ) {}

  async execute({ filter }: ExportContactsCsvQuery): Promise<AsyncIterable<string>> {
    const members = await this.cohorts.membersFor(filter);
    const cohort = walkedCohort(members);
    const sql = contactsSql(filter, { members });
    const client = await this.reads.pool().connect();
    let walked: UuidSet | null = null;
    // The cursors read one after the other.
    const cursors = ['contacts_export'];
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // A small cohort's rows are read by id with the search among their checks: its matches are not looked up.
      const search = sql.cohortRows === null ? sql.search : null;
      const matched = search && (await client.query<{ id: string }>(search.matches.text, search.matches.params)).rows.map(({ id }) => id);
      const few = matched !== null && matched.length <= SORTED_SEARCH_MATCHES;
      // The rows' list order comes from an index walk inside a join, which the planner costs as if
      // every row were wanted before the first: it would sort instead (the API's connections never compile plans).
      if (!few && (sql.cohortRows === null || sql.cohortSplit !== null)) await client.query('SET LOCAL enable_sort = off');
      if (members && cohort && !few) {
        // A large cohort: the cursor walks the list's ids, its members are checked here and their rows read by id (walked-members.ts).
        const { ids, params } = walkedIdsSql(filter, members);
        await client.query(`DECLARE contacts_export NO SCROLL CURSOR FOR ${ids}`, params);
        walked = cohort.toSet();
      } else if (sql.cohortSplit !== null) {
        // A small cohort: its members among the list's first entries walked in order, then the rest read by id and sorted (ContactsSql.cohortSplit).
        await declareSplit(client, sql.cohortSplit, sql.params, cursors);
      } else if (sql.cohortRows !== null) {
        await client.query(`DECLARE contacts_export NO SCROLL CURSOR FOR ${sql.cohortRows}`, sql.params);
      } else if (search && !few && search.split) {
        // A search matching many: the first contacts checked one by one, then the rest through the hash of its matches (ContactsSql.search.split).
        await declareSplit(client, search.split, sql.params, cursors);
      } else if (search && matched && few) {
        const sorted = search.sortedRows(matched);
        await client.query(`DECLARE contacts_export NO SCROLL CURSOR FOR ${sorted.text}`, sorted.params);
      } else {
        if (sql.workMemKb !== null) await client.query(`SET LOCAL work_mem = '${sql.workMemKb}kB'`);
        await client.query(`DECLARE contacts_export NO SCROLL CURSOR FOR ${sql.rows}`, sql.params);
      }
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return this.lines(client, walked, cursors, members);
  }

  /**
   * The header, then each cursor's contacts in batches; with `members`, the
   * cursor gives ids, of which the members' rows are read. The cohort's
   * memory (`cohort`) goes back when the export ends, however it ends: no
   * query is running then.
   */
  private async *lines(client: PoolClient, members: UuidSet | null, cursors: string[], cohort: Members | undefined): AsyncGenerator<string> {
    let committed = false;
    const [first, full] = members ? [FIRST_WALKED_IDS, WALKED_BATCH_IDS] : [FIRST_BATCH_ROWS, BATCH_ROWS];
    try {
      yield csvLine(COLUMNS);
      for (const cursor of cursors) {
        for (let batch = cursor === cursors[0] ? first : full; ; batch = Math.min(batch * 10, full)) {
          // A walked cohort's cursor gives ids alone, each the first value of its row as a contact's id is.
          const fetched = await client.query<ContactValues>({ text: `FETCH ${batch} FROM ${cursor}`, ...CONTACT_ROWS });
          if (fetched.rows.length === 0) break;
          const rows = members
            ? await contactsInOrder(client, fetched.rows.filter(([id]) => members.has(id)).map(([id]) => id))
            : fetched.rows;
          yield rows
            .map(toAdminContact)
            .map((contact) => csvLine(COLUMNS.map((column) => contact[column])))
            .join('');
        }
      }
      await client.query('COMMIT');
      committed = true;
    } catch (error) {
      this.logger.error(`contacts export failed: ${(error as Error).message}`);
      throw error;
    } finally {
      // An export that stopped half way (an error, a closed download) leaves its transaction open: that client is discarded.
      client.release(committed ? undefined : true);
      releaseMembers(cohort);
    }
  }
}

/**
 * An export's two cursors, split at the bound (the list's HEAD_ENTRIES-th
 * entry): `contacts_head` up to it, then `contacts_export` past it; one
 * cursor of the whole list when it is shorter.
 */
async function declareSplit(client: PoolClient, { bound, head, rest, whole }: ExportSplit, params: unknown[], cursors: string[]): Promise<void> {
  const [key] = (await client.query<{ key: string; id: string }>(bound.text, bound.params)).rows;
  if (!key) {
    await client.query(`DECLARE contacts_export NO SCROLL CURSOR FOR ${whole}`, params);
    return;
  }
  const keyed = [...params, key.key, key.id];
  await client.query(`DECLARE contacts_head NO SCROLL CURSOR FOR ${head}`, keyed);
  await client.query(`DECLARE contacts_export NO SCROLL CURSOR FOR ${rest}`, keyed);
  cursors.unshift('contacts_head');
}
