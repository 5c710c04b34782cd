import { Query } from '@nestjs/cqrs';
import type { ContactsFilterDto } from '../list-contacts/contacts-query.request.dto';

/** Answers the CSV as lines, read from the database in batches while they are sent. */
export class ExportContactsCsvQuery extends Query<AsyncIterable<string>> {
  constructor(readonly filter: ContactsFilterDto) {
    super();
  }
}
