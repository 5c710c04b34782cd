import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ContactTimelineResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';
import { invalid } from '../../validation/query-params';
import { GetContactTimelineQuery } from './get-contact-timeline.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('admin/contacts')
@UseGuards(AdminSessionGuard)
export class GetContactTimelineController {
  constructor(private readonly queries: QueryBus) {}

  /** Newest first; 404 for an unknown contact, 400 for an id that is not a UUID. */
  @Get(':id/timeline')
  get(@Param('id') id: string): Promise<ContactTimelineResponse> {
    if (!UUID.test(id)) throw invalid('id', 'must be a UUID');
    return this.queries.execute(new GetContactTimelineQuery(id.toLowerCase()));
  }
}
