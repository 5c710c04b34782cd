import { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationSettingsResponse } from '@pitchlens/contracts';
import { notificationSettings } from '@pitchlens/database';
import type { Pool } from 'pg';

/** Every kind of the team's mails, in NOTIFICATION_KINDS' order, with whether it is on. */
export async function notificationSettingsResponse(pool: Pool): Promise<NotificationSettingsResponse> {
  const enabled = await notificationSettings(pool);
  return { notifications: NOTIFICATION_KINDS.map((kind) => ({ kind, label: NOTIFICATION_LABELS[kind], enabled: enabled[kind] })) };
}
