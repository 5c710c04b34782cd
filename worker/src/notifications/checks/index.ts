import type { NotificationCheck } from '../notification-check';
import { erasureOverdue } from './erasure-overdue';
import { webhookFailed } from './webhook-failed';

/** Every check the worker runs for the team's mails, each turned on and off by its kind. */
export const NOTIFICATION_CHECKS: readonly NotificationCheck[] = [webhookFailed, erasureOverdue];
