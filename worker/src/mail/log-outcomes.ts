import { type EmailFailed, type EmailJob, type EmailSent, EVENT_SCHEMA_VERSIONS, factMetadata, streams } from '@pitchlens/contracts';
import type { EventStore } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import type { MailOutcomes } from './mail-outcomes';
import { failedEventId, sentEventId } from './outcome-ids';

/**
 * Outcomes of the mails events cause, as events in the log (`EmailSent`,
 * `EmailFailed`, with the address): the referrals read model and the
 * contact's timeline show them, and an erasure rewrites them.
 */
export function logOutcomes(pool: Pool, store: EventStore): MailOutcomes<EmailJob> {
  const record = async (email: EmailJob, event: EmailSent | EmailFailed, eventId: string) => {
    await store.append({
      streamId: streams.email(email.key),
      events: [
        {
          eventId,
          type: event.type,
          schemaVersion: EVENT_SCHEMA_VERSIONS[event.type],
          data: event.data,
          metadata: factMetadata({ correlationId: email.correlationId, causationId: email.sourceEventId }),
        },
      ],
    });
  };
  const outcome = (email: EmailJob) => ({ key: email.key, template: email.template, to: email.to, sourceEventId: email.sourceEventId });
  return {
    async wasSent(key) {
      // The keys, not the log: an id stays there when its month is archived, so a mail is not sent again.
      const { rowCount } = await pool.query(`SELECT 1 FROM event_store.event_keys WHERE event_id = $1`, [sentEventId(key)]);
      return (rowCount ?? 0) > 0;
    },
    sent: (email, messageId) => record(email, { type: 'EmailSent', data: { ...outcome(email), messageId } }, sentEventId(email.key)),
    failed: (email, reason, attempts) => record(email, { type: 'EmailFailed', data: { ...outcome(email), reason, attempts } }, failedEventId(email.key, attempts)),
  };
}
