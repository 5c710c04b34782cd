import { errorMessage } from '../../../../lib/store/api-slice';
import { useGetNotificationsQuery, useSetNotificationMutation } from '../api/operations-api';
import styles from '../operations-panel.module.css';

/** The worker's mails to ADMIN_EMAIL (weekly digest, alerts), each turned on or off here; off, it is not sent. */
export function Notifications() {
  const { data, error } = useGetNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [set, setting] = useSetNotificationMutation();

  if (error) return <p className={styles.error}>Could not load the notifications: {errorMessage(error)}</p>;
  if (!data) return <p className={styles.note}>Loading notifications…</p>;
  return (
    <>
      <p className={styles.note}>Mailed to ADMIN_EMAIL by the worker, each once per period.</p>
      <ul className={styles.toggles}>
        {data.notifications.map((notification) => (
          <li key={notification.kind}>
            <label>
              <input
                type="checkbox"
                checked={notification.enabled}
                disabled={setting.isLoading}
                onChange={(event) => void set({ kind: notification.kind, enabled: event.target.checked })}
              />{' '}
              {notification.label}
            </label>
          </li>
        ))}
      </ul>
      {setting.error && <p className={styles.error}>The setting was not changed: {errorMessage(setting.error)}</p>}
    </>
  );
}
