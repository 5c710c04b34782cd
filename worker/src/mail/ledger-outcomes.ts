import type { Pool } from 'pg';
import type { KeyedMail, MailOutcomes } from './mail-outcomes';

/**
 * Outcomes of the team's own mails (digests, alerts) in `mail.sent`, by key
 * and template only: no address is kept, and nothing of it enters the log.
 * A failure is not kept: the mail is queued again at the next check of its period.
 */
export function ledgerOutcomes(pool: Pool): MailOutcomes<KeyedMail> {
  return {
    async wasSent(key) {
      const { rowCount } = await pool.query(`SELECT 1 FROM mail.sent WHERE key = $1`, [key]);
      return (rowCount ?? 0) > 0;
    },
    async sent(mail, messageId) {
      await pool.query(`INSERT INTO mail.sent (key, template, message_id) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING`, [mail.key, mail.template, messageId]);
    },
    failed: async () => undefined,
  };
}
