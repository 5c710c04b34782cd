import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotificationSettingsResponse } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../common/di-tokens';
import { GetNotificationsQuery } from './get-notifications.query';
import { notificationSettingsResponse } from './notification-settings-response';

/** Which of the team's mails (weekly digest, alerts) are on. */
@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute(): Promise<NotificationSettingsResponse> {
    return notificationSettingsResponse(this.pool);
  }
}
