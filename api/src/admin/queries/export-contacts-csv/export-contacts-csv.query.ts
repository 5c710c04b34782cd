import { Query } from '@nestjs/cqrs';
import type { ContactsCsvRequest } from '@pitchlens/contracts';

/** Answers the CSV as lines, read from the database in batches while they are sent. */
export class ExportContactsCsvQuery extends Query<AsyncIterable<string>> {
  constructor(readonly filter: ContactsCsvRequest) {
    super();
  }
}
