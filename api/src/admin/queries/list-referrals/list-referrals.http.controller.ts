import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminReferralsResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { ListReferralsQuery } from './list-referrals.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/referrals')
@UseGuards(AdminSessionGuard)
export class ListReferralsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminReferralsResponse')
  list(): Promise<AdminReferralsResponse> {
    return this.queries.execute(new ListReferralsQuery());
  }
}
