import type { ShareLink } from '@pitchlens/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/store/api-slice';
import { formatTimestamp } from '../../admin-format';
import { AdminTable, type Column } from '../../components/admin-table';
import controlStyles from '../../components/control.module.css';
import { useCreateShareLinkMutation, useListShareLinksQuery, useRevokeShareLinkMutation } from '../api/share-links-api';
import styles from '../operations-panel.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIMES = [1, 7, 30, 90] as const;

/** The whole address to hand over: the token rides in the fragment, which no server receives. */
const shareAddress = (token: string) => `${window.location.origin}${paths.sharedDashboard}#${encodeURIComponent(token)}`;

function state(link: ShareLink): string {
  if (link.revokedAt) return `Revoked ${formatTimestamp(link.revokedAt)}`;
  return Date.parse(link.expiresAt) <= Date.now() ? 'Expired' : 'Active';
}

/** Make a read-only link to the figures (a label and how long it lasts), see each one's last use, revoke one. */
export function ShareLinks() {
  const { data, error } = useListShareLinksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateShareLinkMutation();
  const [revoke, revoking] = useRevokeShareLinkMutation();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<number>(7);
  const [made, setMade] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMade(null);
    const result = await create({ label: label.trim(), expiresAt: new Date(Date.now() + days * DAY_MS).toISOString() });
    if ('data' in result && result.data) {
      setMade(shareAddress(result.data.token));
      setLabel('');
    }
  };

  const columns: Column<ShareLink>[] = [
    { header: 'Label', className: () => styles.wrap, cell: (link) => link.label },
    { header: 'Created', cell: (link) => formatTimestamp(link.createdAt) },
    { header: 'Expires', cell: (link) => formatTimestamp(link.expiresAt) },
    { header: 'Last used', cell: (link) => (link.lastUsedAt ? formatTimestamp(link.lastUsedAt) : 'Never') },
    { header: 'State', cell: state },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (link) =>
        link.revokedAt ? null : (
          <Button size="sm" variant="secondary" disabled={revoking.isLoading} onClick={() => void revoke(link.id)} aria-label={`Revoke the link ${link.label}`}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <>
      <form className={styles.eraseForm} onSubmit={(event) => void submit(event)} aria-labelledby="operations-share-links">
        <label className={styles.field}>
          <span>Label</span>
          <input required maxLength={100} className={controlStyles.control} value={label} placeholder="Board, December" onChange={(event) => setLabel(event.target.value)} />
        </label>
        <label className={styles.field}>
          <span>Lasts</span>
          <select className={controlStyles.control} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {LIFETIMES.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 day' : `${n} days`}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" disabled={creating.isLoading}>
          Create link
        </Button>
      </form>
      {made && (
        <p className={styles.note} role="status">
          Copy this link now; it is not shown again: <output className={styles.mono} aria-label="New share link">{made}</output>
        </p>
      )}
      {creating.error && <p className={styles.error}>The link was not made: {errorMessage(creating.error)}</p>}
      {revoking.error && <p className={styles.error}>The link was not revoked: {errorMessage(revoking.error)}</p>}
      {error && <p className={styles.error}>Could not load the share links: {errorMessage(error)}</p>}
      {data && (data.links.length === 0 ? <p className={styles.note}>No share links yet</p> : <AdminTable look="list" caption="Share links" columns={columns} rows={data.links} rowKey={(link) => link.id} />)}
    </>
  );
}
