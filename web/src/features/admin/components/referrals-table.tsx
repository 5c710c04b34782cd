import type { AdminReferral, AdminReferralsResponse } from '@pitchlens/contracts';
import { formatTimestamp } from '../admin-format';
import { AdminTable, type Column } from './admin-table';
import { DemoAttendedForm } from './demo-attended-form';

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

interface ReferralsTableProps {
  data: AdminReferralsResponse | undefined;
  teamAddress: string;
  onDemoRecorded(referralId: string): void;
}

/**
 * Everyone referred through the giveaway, newest first. A referred person is
 * no contact until they act themselves; a column says whether they have, and
 * the last one when their demo was held, or a way to record it.
 */
export function ReferralsTable({ data, teamAddress, onDemoRecorded }: ReferralsTableProps) {
  if (!data) return null;
  if (data.referrals.length === 0) return <p>No one has been referred yet.</p>;
  const demo: Column<AdminReferral> = {
    header: 'Demo',
    cell: (r) =>
      r.demoAttendedAt ? (
        `Attended ${formatTimestamp(r.demoAttendedAt)}`
      ) : (
        <DemoAttendedForm referralId={r.referralId} referredName={r.referredName} teamAddress={teamAddress} onRecorded={onDemoRecorded} />
      ),
  };
  return (
    <AdminTable
      look="report"
      caption={`Referrals, newest first (${data.referrals.length} of ${data.total})`}
      columns={[...COLUMNS, demo]}
      rows={data.referrals}
      rowKey={(r) => r.referralId}
      rowHeaders
      regionLabel="Referral list"
    />
  );
}
