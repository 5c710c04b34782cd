import { Query } from '@nestjs/cqrs';
import type { ContactsResponse } from '@pitchlens/contracts';
import type { ContactsQueryRequestDto } from './contacts-query.request.dto';

export class ListContactsQuery extends Query<ContactsResponse> {
  constructor(readonly request: ContactsQueryRequestDto) {
    super();
  }
}
