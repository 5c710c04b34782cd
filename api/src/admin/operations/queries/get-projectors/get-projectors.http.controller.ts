import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ProjectorStatusResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../../auth/admin-route';
import { GetProjectorsQuery } from './get-projectors.query';
import { Answers } from '../../../../docs/answers';

@Controller('admin/operations/projectors')
@AdminRoute()
export class GetProjectorsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('ProjectorStatusList')
  get(): Promise<ProjectorStatusResponse[]> {
    return this.queries.execute(new GetProjectorsQuery());
  }
}
