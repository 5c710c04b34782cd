import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ReplayJobStatusResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../../auth/admin-session.guard';
import { GetReplayQuery } from './get-replay.query';
import { Answers } from '../../../../docs/answers';

@Controller('admin/operations/replay')
@UseGuards(AdminSessionGuard)
export class GetReplayController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':jobId')
  @Header('cache-control', 'no-store')
  @Answers('ReplayJobStatusResponse')
  get(@Param('jobId') jobId: string): Promise<ReplayJobStatusResponse> {
    return this.queries.execute(new GetReplayQuery(jobId));
  }
}
