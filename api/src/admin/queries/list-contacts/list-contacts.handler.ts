import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONTACTS_PAGE_SIZE_DEFAULT, type ContactsResponse } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens';
import { contactsPageSql, contactsSql, toAdminContact, type ContactRow } from './contacts-sql';
import { ListContactsQuery } from './list-contacts.query';

@QueryHandler(ListContactsQuery)
export class ListContactsHandler implements IQueryHandler<ListContactsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ request }: ListContactsQuery): Promise<ContactsResponse> {
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? CONTACTS_PAGE_SIZE_DEFAULT;
    const sql = contactsSql(request);
    const [rows, count] = await Promise.all([
      this.pool.query<ContactRow>(contactsPageSql(sql, pageSize, (page - 1) * pageSize), sql.params),
      this.pool.query<{ total: number }>(sql.count.text, sql.count.params),
    ]);
    return { contacts: rows.rows.map(toAdminContact), total: count.rows[0].total, page, pageSize };
  }
}
