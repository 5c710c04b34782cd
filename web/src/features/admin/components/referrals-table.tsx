import type { AdminReferral } from '@pitchlens/contracts';
import { DASHBOARD_POLLING, useListReferralsQuery } from '../api/admin-api';
import { formatTimestamp } from '../admin-format';
import figureStyles from './chart-figure.module.css';

const INVITATION: Record<AdminReferral['invitation'], string> = {
  submitted: 'Not sent yet',
  invited: 'Invited',
  invitation_failed: 'Invitation failed',
};

/**
 * Everyone referred through the giveaway, newest first. A referred person is
 * no contact until they act themselves; the last column says whether they have.
 */
export function ReferralsTable() {
  const { data } = useListReferralsQuery(undefined, DASHBOARD_POLLING);
  if (!data) return null;
  if (data.referrals.length === 0) return <p>No one has been referred yet.</p>;
  return (
    <div className={figureStyles.tableScroll} tabIndex={0} role="region" aria-label="Referral list">
      <table className={figureStyles.table}>
        <caption className="visually-hidden">
          Referrals, newest first ({data.referrals.length} of {data.total})
        </caption>
        <thead>
          <tr>
            <th scope="col">Referred</th>
            <th scope="col">Company</th>
            <th scope="col">Referred by</th>
            <th scope="col">Submitted</th>
            <th scope="col">Invitation</th>
            <th scope="col">Became a contact</th>
          </tr>
        </thead>
        <tbody>
          {data.referrals.map((r) => (
            <tr key={r.referredEmail}>
              <th scope="row">
                {r.referredName} &lt;{r.referredEmail}&gt;
              </th>
              <td>
                {r.title}, {r.company}
              </td>
              <td>{r.referrerName}</td>
              <td>{formatTimestamp(r.submittedAt)}</td>
              <td>{INVITATION[r.invitation]}</td>
              <td>{r.contactId ? 'Yes' : 'Not yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
