import { useState } from 'react';
import type { ErasureStatus } from '@pitchlens/contracts';
import { errorMessage } from '../../../../lib/store/api-slice';
import { formatTimestamp } from '../../admin-format';
import { AdminTable, type Column } from '../../components/admin-table';
import { ERASURE_POLL_MS, useListErasuresQuery } from '../api/erasures-api';
import { PROJECTORS_POLL_MS } from '../api/operations-api';
import { erasureSummary } from '../operations-format';
import styles from '../operations-panel.module.css';

const columns: Column<ErasureStatus>[] = [
  { header: 'Requested', cell: (e) => formatTimestamp(e.requestedAt) },
  { header: 'Source', cell: (e) => e.source },
  { header: 'State', className: (e) => (e.state === 'failed' ? styles.failed : undefined), cell: (e) => e.state },
  { header: 'Finished', cell: (e) => (e.finishedAt ? formatTimestamp(e.finishedAt) : '–') },
  { header: 'What was erased', className: () => styles.wrap, cell: (e) => (e.result ? erasureSummary(e.result) : '–') },
  { header: 'Failure', className: () => styles.wrap, cell: (e) => e.failure ?? '–' },
];

/** Every erasure with its outcome; the list follows a pending one closely until it ends. */
export function ErasureList() {
  const [pending, setPending] = useState(false);
  const { data, error } = useListErasuresQuery(undefined, { pollingInterval: pending ? ERASURE_POLL_MS : PROJECTORS_POLL_MS, refetchOnMountOrArgChange: true });
  // The interval follows the answer: React's way of keeping state derived from the last render.
  const nowPending = data?.erasures.some((erasure) => erasure.state === 'pending') ?? false;
  if (nowPending !== pending) setPending(nowPending);

  if (error) return <p className={styles.error}>Could not load the erasures: {errorMessage(error)}</p>;
  if (!data) return <p className={styles.note}>Loading erasures…</p>;
  if (data.erasures.length === 0) return <p className={styles.note}>No erasures yet</p>;
  return <AdminTable look="list" caption="Erasures" columns={columns} rows={data.erasures} rowKey={(e) => e.id} />;
}
