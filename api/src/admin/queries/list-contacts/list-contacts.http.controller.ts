import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ContactsResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { ContactsQueryRequestDto } from './contacts-query.request.dto';
import { ListContactsQuery } from './list-contacts.query';
import { Answers } from '../../../docs/answers';

@Controller('contacts')
@UseGuards(AdminSessionGuard)
export class ListContactsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('ContactsResponse')
  list(@Query() query: ContactsQueryRequestDto): Promise<ContactsResponse> {
    return this.queries.execute(new ListContactsQuery(query));
  }
}
