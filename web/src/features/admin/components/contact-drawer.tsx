import type { AdminContact } from '@pitchlens/contracts';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/store/api-slice';
import { useGetContactTimelineQuery } from '../api/admin-api';
import { formatTimestamp, stepLabel } from '../admin-format';
import styles from './contact-drawer.module.css';

interface ContactDrawerProps {
  contact: AdminContact;
  onClose(): void;
}

/** A side panel over the table: the contact's fields and their history from the event log, newest first. */
export function ContactDrawer({ contact, onClose }: ContactDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const timeline = useGetContactTimelineQuery(contact.id, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal; the attribute still shows the panel there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

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
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby="contact-drawer-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <div className={styles.body}>
        <header className={styles.header}>
          <h2 id="contact-drawer-title" className={styles.title}>
            {name || contact.email}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close contact details">
            ×
          </button>
        </header>
        <dl className={styles.fields}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
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
      </div>
    </dialog>
  );
}
