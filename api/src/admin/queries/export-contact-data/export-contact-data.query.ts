import { Query } from '@nestjs/cqrs';
import type { PersonExport } from '@pitchlens/contracts';

export class ExportContactDataQuery extends Query<PersonExport> {
  constructor(readonly contactId: string) {
    super();
  }
}
