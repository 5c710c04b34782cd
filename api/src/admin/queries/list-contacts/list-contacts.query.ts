import { Query } from '@nestjs/cqrs';
import type { ContactsRequest, ContactsResponse } from '@pitchlens/contracts';

export class ListContactsQuery extends Query<ContactsResponse> {
  constructor(readonly request: ContactsRequest) {
    super();
  }
}
