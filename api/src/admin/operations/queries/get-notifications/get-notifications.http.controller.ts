import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NotificationSettingsResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminRoute } from '../../../auth/admin-route';
import { GetNotificationsQuery } from './get-notifications.query';

@Controller('admin/operations/notifications')
@AdminRoute()
export class GetNotificationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Answers('NotificationSettingsResponse')
  get(): Promise<NotificationSettingsResponse> {
    return this.queries.execute(new GetNotificationsQuery());
  }
}
