import type { NotificationKind } from '@pitchlens/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/store/api-slice';
import { useGetNotificationsQuery, useSetNotificationMutation } from '../api/operations-api';
import styles from '../operations-panel.module.css';

/** The worker's mails to ADMIN_EMAIL (weekly digest, alerts), each turned on or off here; off, it is not sent. */
export function Notifications() {
  const { data, error } = useGetNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [set, setting] = useSetNotificationMutation();
  // A box shows its click at once; once answered, the answer shows every setting (the last read's again if refused).
  const [clicked, setClicked] = useState<Partial<Record<NotificationKind, boolean>>>({});
  const change = async (kind: NotificationKind, enabled: boolean) => {
    setClicked((current) => ({ ...current, [kind]: enabled }));
    await set({ kind, enabled });
    setClicked(({ [kind]: _settled, ...rest }) => rest);
  };

  if (error) return <p className={styles.error}>Could not load the notifications: {errorMessage(error)}</p>;
  const settings = setting.data ?? data;
  if (!settings) return <p className={styles.note}>Loading notifications…</p>;
  return (
    <>
      <p className={styles.note}>Mailed to ADMIN_EMAIL by the worker, each once per period.</p>
      <ul className={styles.toggles}>
        {settings.notifications.map((notification) => (
          <li key={notification.kind}>
            <label>
              <input
                type="checkbox"
                checked={clicked[notification.kind] ?? notification.enabled}
                onChange={(event) => void change(notification.kind, event.target.checked)}
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
