import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONTACTS_PAGE_SIZE_DEFAULT, type ContactsResponse } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { inTransaction, workMemQuery } from '../../../common/pg/work-mem-query';
import { ReadSource } from '../../../infrastructure/read-source';
import { CONTACT_ROWS, contactsPageSql, contactsSql, toAdminContact, walkedIdsSql, type ContactValues, type ContactsSql } from './contacts-sql';
import type { UuidArray } from '../../../common/pg/uuid-array';
import { releaseMembers, type Members } from './cohort-sql';
import { contactsInOrder, walkedCohort, walkMembers } from './walked-members';
import { CohortMembers } from './cohort-members';
import { ListContactsQuery } from './list-contacts.query';

/**
 * Past this many contacts from the start, a page is read from whichever end
 * of the list is nearer, which takes the count first: skipping index entries
 * costs about 0.2 µs each, so 10,000 of them are about what the count costs.
 */
export const FAR_PAGE_OFFSET = 10_000;

@QueryHandler(ListContactsQuery)
export class ListContactsHandler implements IQueryHandler<ListContactsQuery> {
  constructor(
    @Inject(ReadSource) private readonly reads: ReadSource,
    @Inject(CohortMembers) private readonly cohorts: CohortMembers,
  ) {}

  async execute({ request }: ListContactsQuery): Promise<ContactsResponse> {
    const members = await this.cohorts.membersFor(request);
    const answer = await this.page(request, members);
    // Only once the page is made: by then every query that read the members' ids has answered.
    // (After a failure one may still be running: their memory is then left to the collector.)
    releaseMembers(members);
    return answer;
  }

  private async page(request: ListContactsQuery['request'], members: Members | undefined): Promise<ContactsResponse> {
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? CONTACTS_PAGE_SIZE_DEFAULT;
    const offset = (page - 1) * pageSize;
    const sql = contactsSql(request, { members });
    const counted = countOf(this.reads.pool(), sql);
    const cohort = walkedCohort(members);
    if (members && cohort && offset < FAR_PAGE_OFFSET) {
      const [walked, total] = await Promise.all([this.walkedPage(request, members, cohort, offset, pageSize), counted]);
      if (walked) return { contacts: walked.map(toAdminContact), total, page, pageSize };
    }
    const read = (query: ContactsSql, limit: number, skip: number) =>
      workMemQuery<ContactValues>(this.reads.pool(), query.workMemKb, { text: contactsPageSql(query, limit, skip), values: query.params, ...CONTACT_ROWS }).then((result) => result.rows);
    let rows: ContactValues[];
    let total: number;
    if (offset < FAR_PAGE_OFFSET) {
      [rows, total] = await Promise.all([read(sql, pageSize, offset), counted]);
    } else {
      total = await counted;
      const end = Math.min(offset + pageSize, total);
      if (end <= offset) rows = [];
      else if (total - end < offset) rows = (await read(contactsSql(request, { reverse: true, members }), end - offset, total - end)).reverse();
      else rows = await read(sql, pageSize, offset);
    }
    return { contacts: rows.map(toAdminContact), total, page, pageSize };
  }

  /**
   * A large cohort's page, found by walking the list's order and checking
   * its members (`cohort`) here (walked-members.ts); null for a cohort too
   * thin in that order to reach the page soon.
   */
  private async walkedPage(request: ListContactsQuery['request'], members: Members, cohort: UuidArray, offset: number, pageSize: number): Promise<ContactValues[] | null> {
    const { ids, params } = walkedIdsSql(request, members);
    return inTransaction(this.reads.pool(), 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const found = await walkMembers(client, ids, params, cohort.toSet(), offset + pageSize);
      return found && contactsInOrder(client, found.slice(offset, offset + pageSize));
    });
  }
}

/**
 * The list's count: a search's as one statement per half of contact_emails,
 * at once, their totals added (a common substring's count took 79.4 ms as
 * one statement at 950,000 addresses, 42.3 as two at once).
 */
function countOf(pool: Pool, { workMemKb, count }: ContactsSql): Promise<number> {
  const statements = typeof count.text === 'string' ? [count.text] : count.text;
  const totals = statements.map((text) => workMemQuery<{ total: number }>(pool, workMemKb, { text, values: count.params }).then((result) => result.rows[0].total));
  return Promise.all(totals).then((each) => each.reduce((sum, total) => sum + total, 0));
}
