import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { RebuildStatusResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminRoute } from '../../../auth/admin-route';
import { GetRebuildQuery } from './get-rebuild.query';

@Controller('admin/operations/rebuild')
@AdminRoute()
export class GetRebuildController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Answers('RebuildStatusResponse')
  get(): Promise<RebuildStatusResponse> {
    return this.queries.execute(new GetRebuildQuery());
  }
}
