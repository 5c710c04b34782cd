import { Readable } from 'node:stream';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { ContactsFilterDto } from '../list-contacts/contacts-query.request.dto';
import { ExportContactsCsvQuery } from './export-contacts-csv.query';
import { AnswersMedia } from '../../../docs/answers';

/** The contact list with the same filters and order, every matching row (no pages), as a download. */
@Controller()
@AdminRoute()
@ReadsReplica('recent')
export class ExportContactsCsvController {
  constructor(private readonly queries: QueryBus) {}

  @Get('contacts.csv')
  @AnswersMedia('text/csv')
  async export(@Query() filter: ContactsFilterDto, @Res() reply: FastifyReply): Promise<void> {
    const lines = await this.queries.execute(new ExportContactsCsvQuery(filter));
    const filename = `pitchlens-contacts-${new Date().toISOString().slice(0, 10)}.csv`;
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from(lines));
  }
}
