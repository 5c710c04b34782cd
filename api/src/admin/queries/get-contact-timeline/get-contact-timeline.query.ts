import { Query } from '@nestjs/cqrs';
import type { ContactTimelineResponse } from '@pitchlens/contracts';

export class GetContactTimelineQuery extends Query<ContactTimelineResponse> {
  constructor(readonly contactId: string) {
    super();
  }
}
