import type { NotificationCheck } from '../notification-check';
import { erasureOverdue } from './erasure-overdue';
import { contactsAlert, purchasesAlert, visitorsAlert } from './figure-alerts';
import { payoutOverdue } from './payout-overdue';
import { webhookFailed } from './webhook-failed';
import { weeklyDigest } from './weekly-digest';

/** Every check the worker runs for the team's mails, each turned on and off by its kind. */
export const NOTIFICATION_CHECKS: readonly NotificationCheck[] = [weeklyDigest, visitorsAlert, contactsAlert, purchasesAlert, webhookFailed, erasureOverdue, payoutOverdue];
