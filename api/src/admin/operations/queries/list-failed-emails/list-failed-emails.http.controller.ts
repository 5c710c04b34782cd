import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FailedEmailJobResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../../auth/admin-route';
import { ListFailedEmailsQuery } from './list-failed-emails.query';
import { Answers } from '../../../../docs/answers';

@Controller('admin/operations/failed-emails')
@AdminRoute()
export class ListFailedEmailsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Answers('FailedEmailJobList')
  list(): Promise<FailedEmailJobResponse[]> {
    return this.queries.execute(new ListFailedEmailsQuery());
  }
}
