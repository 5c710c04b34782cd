import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { RebuildStatusResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminSessionGuard } from '../../../auth/admin-session.guard';
import { GetRebuildQuery } from './get-rebuild.query';

@Controller('admin/operations/rebuild')
@UseGuards(AdminSessionGuard)
export class GetRebuildController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Answers('RebuildStatusResponse')
  get(): Promise<RebuildStatusResponse> {
    return this.queries.execute(new GetRebuildQuery());
  }
}
