import { NOTIFICATION_KINDS, type NotificationKind } from '@pitchlens/contracts';
import type { Pool } from 'pg';

/** Every kind of the team's mails with whether it is on: on unless an admin turned it off (mail.notification_settings). */
export async function notificationSettings(db: Pool): Promise<Record<NotificationKind, boolean>> {
  const { rows } = await db.query<{ kind: string; enabled: boolean }>(`SELECT kind, enabled FROM mail.notification_settings`);
  const stored = new Map(rows.map((row) => [row.kind, row.enabled]));
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? true])) as Record<NotificationKind, boolean>;
}

/** Turns one kind on or off; the worker reads it before each check. */
export async function setNotification(db: Pool, kind: NotificationKind, enabled: boolean): Promise<void> {
  await db.query(
    `INSERT INTO mail.notification_settings (kind, enabled) VALUES ($1, $2)
     ON CONFLICT (kind) DO UPDATE SET enabled = excluded.enabled, changed_at = now()`,
    [kind, enabled],
  );
}
