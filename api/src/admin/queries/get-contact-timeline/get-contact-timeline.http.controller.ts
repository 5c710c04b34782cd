import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ContactTimelineResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../auth/admin-route';
import { uuidParam } from '../../validation/query-params';
import { GetContactTimelineQuery } from './get-contact-timeline.query';
import { Answers } from '../../../docs/answers';

@Controller('admin/contacts')
@AdminRoute()
export class GetContactTimelineController {
  constructor(private readonly queries: QueryBus) {}

  /** Newest first; 404 for an unknown contact, 400 for an id that is not a UUID. */
  @Get(':id/timeline')
  @Answers('ContactTimelineResponse')
  get(@Param('id') id: string): Promise<ContactTimelineResponse> {
    return this.queries.execute(new GetContactTimelineQuery(uuidParam(id)));
  }
}
