import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NotificationSettingsResponse } from '@pitchlens/contracts';
import { setNotification } from '@pitchlens/database';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../common/di-tokens';
import { notificationSettingsResponse } from '../../queries/get-notifications/notification-settings-response';
import { SetNotificationCommand } from './set-notification.command';

/** Turns one of the team's mails on or off; the worker reads it before each check, so an alert off is never queued again. */
@CommandHandler(SetNotificationCommand)
export class SetNotificationHandler implements ICommandHandler<SetNotificationCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ kind, enabled }: SetNotificationCommand): Promise<NotificationSettingsResponse> {
    await setNotification(this.pool, kind, enabled);
    return notificationSettingsResponse(this.pool);
  }
}
