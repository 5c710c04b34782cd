import { errorMessage } from '../../../../lib/store/api-slice';
import { Button } from '../../../../components/ui/button';
import { formatTimestamp } from '../../admin-format';
import { PROJECTORS_POLL_MS, useListFailedEmailsQuery, useRetryEmailMutation } from '../api/operations-api';
import styles from '../operations-panel.module.css';

/** Email jobs that used up their attempts; a retry puts one back in the queue. */
export function FailedEmails() {
  const { data, error } = useListFailedEmailsQuery(undefined, { pollingInterval: PROJECTORS_POLL_MS, refetchOnMountOrArgChange: true });
  const [retry, retrying] = useRetryEmailMutation();

  if (error) return <p className={styles.error}>Could not load the failed emails: {errorMessage(error)}</p>;
  if (!data) return <p className={styles.note}>Loading failed emails…</p>;
  if (data.length === 0) return <p className={styles.note}>No failed emails</p>;
  return (
    <>
      {retrying.error && <p className={styles.error}>The retry failed: {errorMessage(retrying.error)}</p>}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>Failed email jobs</caption>
          <thead>
            <tr>
              <th scope="col">Template</th>
              <th scope="col">Recipient</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">Failed at</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((job) => (
              <tr key={job.id}>
                <td>{job.template}</td>
                <td>{job.recipient}</td>
                <td>{job.attempts}</td>
                <td className={styles.wrap}>{job.lastError ?? '–'}</td>
                <td>{job.failedAt ? formatTimestamp(job.failedAt) : '–'}</td>
                <td>
                  <Button size="sm" variant="secondary" disabled={retrying.isLoading} onClick={() => void retry(job.id)} aria-label={`Retry ${job.template} email to ${job.recipient}`}>
                    Retry
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
