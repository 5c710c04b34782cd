import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminContact } from '@pitchlens/contracts';
import type { PoolClient } from 'pg';
import { ReadSource } from '../../../infrastructure/read-source';
import { CohortMembers } from '../list-contacts/cohort-members';
import { contactsSql, SORTED_SEARCH_MATCHES, toAdminContact, type AdminContactRow } from '../list-contacts/contacts-sql';
import { csvLine } from './csv';
import { ExportContactsCsvQuery } from './export-contacts-csv.query';

const BATCH_ROWS = 1000;
/** A smaller first batch: the download starts once the first rows are known, not a thousand. */
const FIRST_BATCH_ROWS = 100;

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
 * row first. A search that matches few is sorted instead (search.sortedRows).
 */
@QueryHandler(ExportContactsCsvQuery)
export class ExportContactsCsvHandler implements IQueryHandler<ExportContactsCsvQuery> {
  private readonly logger = new Logger('ExportContactsCsv');

  constructor(
    @Inject(ReadSource) private readonly reads: ReadSource,
    @Inject(CohortMembers) private readonly cohorts: CohortMembers,
  ) {}

  async execute({ filter }: ExportContactsCsvQuery): Promise<AsyncIterable<string>> {
    const sql = contactsSql(filter, { members: await this.cohorts.membersFor(filter) });
    const client = await this.reads.pool().connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { search } = sql;
      const few = search !== null && (await client.query<{ matches: number }>(search.matches.text, search.matches.params)).rows[0].matches <= SORTED_SEARCH_MATCHES;
      // The rows' list order comes from an index walk inside a join, which the planner costs as if
      // every row were wanted before the first: it would sort instead (the API's connections never compile plans).
      if (!few) await client.query('SET LOCAL enable_sort = off');
      if (sql.workMemKb !== null) await client.query(`SET LOCAL work_mem = '${sql.workMemKb}kB'`);
      await client.query(`DECLARE contacts_export NO SCROLL CURSOR FOR ${few ? search.sortedRows : sql.rows}`, sql.params);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return this.lines(client);
  }

  private async *lines(client: PoolClient): AsyncGenerator<string> {
    let committed = false;
    try {
      yield csvLine(COLUMNS);
      for (let batch = FIRST_BATCH_ROWS; ; batch = BATCH_ROWS) {
        const { rows } = await client.query<AdminContactRow>(`FETCH ${batch} FROM contacts_export`);
        if (rows.length === 0) break;
        yield rows
          .map(toAdminContact)
          .map((contact) => csvLine(COLUMNS.map((column) => contact[column])))
          .join('');
      }
      await client.query('COMMIT');
      committed = true;
    } catch (error) {
      this.logger.error(`contacts export failed: ${(error as Error).message}`);
      throw error;
    } finally {
      // An export that stopped half way (an error, a closed download) leaves its transaction open: that client is discarded.
      client.release(committed ? undefined : true);
    }
  }
}
