import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FailedEmailJobResponse } from '@pitchlens/contracts';
import { OperationsQueues } from '../../operations-queues';
import { toFailedEmail } from './failed-email';
import { ListFailedEmailsQuery } from './list-failed-emails.query';

/** Enough for a screen; failures beyond that many mean something else is wrong. */
const LIMIT = 200;

/** Email jobs that used up their attempts, newest failure first. */
@QueryHandler(ListFailedEmailsQuery)
export class ListFailedEmailsHandler implements IQueryHandler<ListFailedEmailsQuery> {
  constructor(private readonly queues: OperationsQueues) {}

  async execute(): Promise<FailedEmailJobResponse[]> {
    const jobs = await this.queues.emails.getFailed(0, LIMIT - 1);
    return jobs
      .filter((job) => job !== undefined)
      .map((job) => toFailedEmail(job))
      .sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
  }
}
