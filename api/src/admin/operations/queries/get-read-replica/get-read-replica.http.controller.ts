import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ReadReplicaResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminRoute } from '../../../auth/admin-route';
import { GetReadReplicaQuery } from './get-read-replica.query';

@Controller('admin/operations/read-replica')
@AdminRoute()
export class GetReadReplicaController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Answers('ReadReplicaResponse')
  get(): Promise<ReadReplicaResponse> {
    return this.queries.execute(new GetReadReplicaQuery());
  }
}
