import { Command } from '@nestjs/cqrs';
import type { NotificationKind, NotificationSettingsResponse } from '@pitchlens/contracts';

export class SetNotificationCommand extends Command<NotificationSettingsResponse> {
  constructor(
    readonly kind: NotificationKind,
    readonly enabled: boolean,
  ) {
    super();
  }
}
