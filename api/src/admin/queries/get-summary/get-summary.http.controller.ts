import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminSummaryResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { GetSummaryQuery } from './get-summary.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/summary')
@UseGuards(AdminSessionGuard)
export class GetSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminSummaryResponse')
  get(): Promise<AdminSummaryResponse> {
    return this.queries.execute(new GetSummaryQuery());
  }
}
