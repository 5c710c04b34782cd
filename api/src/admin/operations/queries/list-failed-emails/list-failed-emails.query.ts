import { Query } from '@nestjs/cqrs';
import type { FailedEmailJobResponse } from '@pitchlens/contracts';

export class ListFailedEmailsQuery extends Query<FailedEmailJobResponse[]> {}
