import type { AdminContact } from '@pitchlens/contracts';
import { errorMessage } from '../../../lib/store/api-slice';
import { buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useGetContactTimelineQuery } from '../api/admin-api';
import { formatTimestamp, stepLabel } from '../admin-format';
import styles from './contact-drawer.module.css';
import { PaymentRefunds } from './payment-refunds';

interface ContactDrawerProps {
  contact: AdminContact;
  onClose(): void;
}

/** A side panel over the table: the contact's fields, their payments (to refund), and their history from the event log, newest first. */
export function ContactDrawer({ contact, onClose }: ContactDrawerProps) {
  const timeline = useGetContactTimelineQuery(contact.id, { refetchOnMountOrArgChange: true });

  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const fields: [string, string][] = [
    ['Email', contact.email],
    ['Name', name || '–'],
    ['Current step', stepLabel(contact.currentFunnelStep)],
    ['Referrer', [contact.referrerName, contact.referrerEmail].filter(Boolean).join(', ') || '–'],
    ['UTM source', contact.utmSource ?? '–'],
    ['UTM medium', contact.utmMedium ?? '–'],
    ['Created', formatTimestamp(contact.createdAt)],
    ['Last activity', formatTimestamp(contact.lastActivity)],
  ];
  const events = [...(timeline.data?.events ?? [])].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <Modal open onClose={onClose} title={name || contact.email} variant="drawer" closeLabel="Close contact details">
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* A plain link: the browser sends the session cookie and saves the JSON as a file. */}
      <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={`/api/admin/contacts/${encodeURIComponent(contact.id)}/export`} download={`contact-${contact.id}.json`}>
        Export data
      </a>
      <PaymentRefunds contactId={contact.id} />
      <h3 className={styles.subtitle}>Timeline</h3>
      {timeline.isLoading && <p role="status">Loading the timeline...</p>}
      {timeline.isError && <p role="alert">{errorMessage(timeline.error)}</p>}
      {timeline.data && events.length === 0 && <p>No recorded activity yet.</p>}
      {events.length > 0 && (
        <ol className={styles.timeline} aria-label="Timeline, newest first">
          {events.map((entry) => (
            <li key={entry.eventId}>
              <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
              <span className={styles.summary}>{entry.summary}</span>
              <span className={styles.type}>{entry.type}</span>
            </li>
          ))}
        </ol>
      )}
      {timeline.data?.truncated && <p className={styles.note}>Older events are not shown.</p>}
    </Modal>
  );
}
