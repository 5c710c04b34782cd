import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PersonExport } from '@pitchlens/contracts';
import { exportPerson } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { contactKeys } from '../contact-keys';
import { ExportContactDataQuery } from './export-contact-data.query';

/**
 * An access request answered for the admin: everything the log holds about
 * a contact, found from the address and sessions the read model knows them
 * by, with nothing of anyone else.
 */
@QueryHandler(ExportContactDataQuery)
export class ExportContactDataHandler implements IQueryHandler<ExportContactDataQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ contactId }: ExportContactDataQuery): Promise<PersonExport> {
    return exportPerson(this.pool, await contactKeys(this.pool, contactId), new Date());
  }
}
