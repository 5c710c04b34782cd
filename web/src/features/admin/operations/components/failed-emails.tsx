import type { FailedEmailJobResponse } from '@pitchlens/contracts';
import { errorMessage } from '../../../../lib/store/api-slice';
import { Button } from '../../../../components/ui/button';
import { formatTimestamp } from '../../admin-format';
import { AdminTable, type Column } from '../../components/admin-table';
import { PROJECTORS_POLL_MS, useListFailedEmailsQuery, useRetryEmailMutation } from '../api/operations-api';
import styles from '../operations-panel.module.css';

/** Email jobs that used up their attempts; a retry puts one back in the queue. */
export function FailedEmails() {
  const { data, error } = useListFailedEmailsQuery(undefined, { pollingInterval: PROJECTORS_POLL_MS, refetchOnMountOrArgChange: true });
  const [retry, retrying] = useRetryEmailMutation();

  if (error) return <p className={styles.error}>Could not load the failed emails: {errorMessage(error)}</p>;
  if (!data) return <p className={styles.note}>Loading failed emails…</p>;
  if (data.length === 0) return <p className={styles.note}>No failed emails</p>;
  const columns: Column<FailedEmailJobResponse>[] = [
    { header: 'Template', cell: (job) => job.template },
    { header: 'Recipient', cell: (job) => job.recipient },
    { header: 'Attempts', cell: (job) => job.attempts },
    { header: 'Last error', className: () => styles.wrap, cell: (job) => job.lastError ?? '–' },
    { header: 'Failed at', cell: (job) => (job.failedAt ? formatTimestamp(job.failedAt) : '–') },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (job) => (
        <Button size="sm" variant="secondary" disabled={retrying.isLoading} onClick={() => void retry(job.id)} aria-label={`Retry ${job.template} email to ${job.recipient}`}>
          Retry
        </Button>
      ),
    },
  ];
  return (
    <>
      {retrying.error && <p className={styles.error}>The retry failed: {errorMessage(retrying.error)}</p>}
      <AdminTable look="list" caption="Failed email jobs" showCaption columns={columns} rows={data} rowKey={(job) => job.id} />
    </>
  );
}
