import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettingRequest } from '@pitchlens/contracts';
import { IsBoolean, IsIn } from 'class-validator';

export class SetNotificationRequestDto implements NotificationSettingRequest {
  @IsIn(NOTIFICATION_KINDS, { message: `must be one of: ${NOTIFICATION_KINDS.join(', ')}` })
  kind!: NotificationKind;

  @IsBoolean({ message: 'must be true or false' })
  enabled!: boolean;
}
