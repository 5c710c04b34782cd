import { Query } from '@nestjs/cqrs';
import type { NotificationSettingsResponse } from '@pitchlens/contracts';

export class GetNotificationsQuery extends Query<NotificationSettingsResponse> {}
