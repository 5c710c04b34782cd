/** A mail sent at most once: its key names it, in the job and in the record of its outcome. */
export interface KeyedMail {
  key: string;
  template: string;
}

/**
 * Where a keyed mail's outcome is kept, and asked before sending. The event
 * log for mails an event caused (their outcomes name the address and belong
 * to the person's history); `mail.sent` for the team's own mails, without the address.
 */
export interface MailOutcomes<M extends KeyedMail> {
  wasSent(key: string): Promise<boolean>;
  sent(mail: M, messageId: string): Promise<void>;
  failed(mail: M, reason: string, attempts: number): Promise<void>;
}
