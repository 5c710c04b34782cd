import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PersonExport } from '@pitchlens/contracts';
import type { FastifyReply } from 'fastify';
import { AdminRoute } from '../../auth/admin-route';
import { uuidParam } from '../../validation/query-params';
import { ExportContactDataQuery } from './export-contact-data.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/contacts')
@AdminRoute()
export class ExportContactDataController {
  constructor(private readonly queries: QueryBus) {}

  /** A download of the contact's access export; 404 for an unknown contact, 400 for an id that is not a UUID. */
  @Get(':id/export')
  @Answers('PersonExport')
  async export(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<PersonExport> {
    const contactId = uuidParam(id);
    const body = await this.queries.execute(new ExportContactDataQuery(contactId));
    reply.header('content-disposition', `attachment; filename="pitchlens-contact-${contactId}.json"`);
    return body;
  }
}
