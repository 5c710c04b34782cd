import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ContactsResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { ContactsQueryRequestDto } from './contacts-query.request.dto';
import { ListContactsQuery } from './list-contacts.query';
import { Answers } from '../../../docs/answers';

@Controller('contacts')
@AdminRoute()
@ReadsReplica('recent')
export class ListContactsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('ContactsResponse')
  list(@Query() query: ContactsQueryRequestDto): Promise<ContactsResponse> {
    return this.queries.execute(new ListContactsQuery(query));
  }
}
