import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NotificationSettingsResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminSessionGuard } from '../../../auth/admin-session.guard';
import { GetNotificationsQuery } from './get-notifications.query';

@Controller('admin/operations/notifications')
@UseGuards(AdminSessionGuard)
export class GetNotificationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Answers('NotificationSettingsResponse')
  get(): Promise<NotificationSettingsResponse> {
    return this.queries.execute(new GetNotificationsQuery());
  }
}
