import type { NotificationKind } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import type { EmailLinks, RenderedEmail } from '../mail/templates';

/** What a check is given each time the worker looks (README "The worker": notifications). */
export interface CheckContext {
  pool: Pool;
  /** The worker's clock: a test freezes it. */
  now: Date;
  /** The zone the live read models count days in, which the reports answer in. */
  timeZone: string;
  links: EmailLinks;
  /** Whether the mail of this key went out already: a check asks before working out its figures. */
  sent(key: string): Promise<boolean>;
}

/** One mail to ADMIN_EMAIL, keyed by what it is about (its period, a delivery, an erasure): each key is sent once. */
export interface DueMail {
  key: string;
  mail: RenderedEmail;
}

/**
 * One kind of the team's mails: which are due now. A new alert is a file in
 * checks/ exporting one, added to NOTIFICATION_CHECKS, with its kind in
 * NOTIFICATION_KINDS (libs/contracts) so it can be turned off.
 */
export interface NotificationCheck {
  kind: NotificationKind;
  due(context: CheckContext): Promise<DueMail[]>;
}
