import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ReplayJobStatusResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../../auth/admin-route';
import { GetReplayQuery } from './get-replay.query';
import { Answers } from '../../../../docs/answers';

@Controller('admin/operations/replay')
@AdminRoute()
export class GetReplayController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':jobId')
  @Header('cache-control', 'no-store')
  @Answers('ReplayJobStatusResponse')
  get(@Param('jobId') jobId: string): Promise<ReplayJobStatusResponse> {
    return this.queries.execute(new GetReplayQuery(jobId));
  }
}
