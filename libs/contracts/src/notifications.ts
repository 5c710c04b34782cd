/**
 * The team's own mails to ADMIN_EMAIL, each of which an admin can turn off
 * in Operations: the weekly digest and every kind of alert (README "The
 * worker"). A new kind goes at the end, with its label.
 */
export const NOTIFICATION_KINDS = ['weekly-digest', 'visitors', 'contacts', 'purchases', 'webhook-failed', 'erasure-overdue', 'payout-overdue'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  'weekly-digest': 'Weekly digest',
  visitors: "Alert: a day's visitors outside their usual range",
  contacts: "Alert: a day's new contacts outside their usual range",
  purchases: "Alert: a day's purchases outside their usual range",
  'webhook-failed': 'Alert: a Stripe delivery not acted on',
  'erasure-overdue': 'Alert: an erasure overdue',
  'payout-overdue': 'Alert: a referral gift card not marked paid 24 hours after the demo',
};

export interface NotificationSetting {
  kind: NotificationKind;
  label: string;
  enabled: boolean;
}

/** GET/POST /api/admin/operations/notifications: every kind, on unless an admin turned it off. */
export interface NotificationSettingsResponse {
  notifications: NotificationSetting[];
}

export interface NotificationSettingRequest {
  kind: NotificationKind;
  enabled: boolean;
}

/** One mail to the team, rendered when it fell due; `key` names its period, so it is sent once. */
export interface TeamMailJob {
  key: string;
  template: NotificationKind;
  to: string;
  subject: string;
  html: string;
  text: string;
}
