import type { AdminReferral } from '@pitchlens/contracts';
import { DASHBOARD_POLLING, useListReferralsQuery } from '../api/admin-api';
import { formatTimestamp } from '../admin-format';
import { AdminTable, type Column } from './admin-table';

const INVITATION: Record<AdminReferral['invitation'], string> = {
  submitted: 'Not sent yet',
  invited: 'Invited',
  invitation_failed: 'Invitation failed',
};

const COLUMNS: Column<AdminReferral>[] = [
  { header: 'Referred', cell: (r) => `${r.referredName} <${r.referredEmail}>` },
  { header: 'Company', cell: (r) => `${r.title}, ${r.company}` },
  { header: 'Referred by', cell: (r) => r.referrerName },
  { header: 'Submitted', cell: (r) => formatTimestamp(r.submittedAt) },
  { header: 'Invitation', cell: (r) => INVITATION[r.invitation] },
  { header: 'Became a contact', cell: (r) => (r.contactId ? 'Yes' : 'Not yet') },
];

/**
 * Everyone referred through the giveaway, newest first. A referred person is
 * no contact until they act themselves; the last column says whether they have.
 */
export function ReferralsTable() {
  const { data } = useListReferralsQuery(undefined, DASHBOARD_POLLING);
  if (!data) return null;
  if (data.referrals.length === 0) return <p>No one has been referred yet.</p>;
  return (
    <AdminTable
      look="report"
      caption={`Referrals, newest first (${data.referrals.length} of ${data.total})`}
      columns={COLUMNS}
      rows={data.referrals}
      rowKey={(r) => r.referredEmail}
      rowHeaders
      regionLabel="Referral list"
    />
  );
}
