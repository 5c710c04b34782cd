import { REFERRAL_REFUSAL_LABELS, type AdminReferralPayout, type AdminReferralPayoutsResponse, type AdminReferrerPayouts, type ReferralPayoutRefusal } from '@pitchlens/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/store/api-slice';
import { useMarkPayoutPaidMutation } from '../api/admin-api';
import { formatCents, formatTimestamp } from '../admin-format';
import { AdminTable, type Column } from './admin-table';
import styles from './referrals-section.module.css';

function stateOf(p: AdminReferralPayout): string {
  if (p.state === 'refused') return `Refused: ${REFERRAL_REFUSAL_LABELS[p.refusal as ReferralPayoutRefusal]}`;
  return p.state === 'paid' ? 'Paid' : 'Owed';
}

interface ReferralPayoutsProps {
  data: AdminReferralPayoutsResponse | undefined;
  teamAddress: string;
  onPaid(referralId: string): void;
}

/** Per referrer, the gift cards the terms make owed, paid and refused, each with its due-by and who paid it when. */
export function ReferralPayouts({ data, teamAddress, onPaid }: ReferralPayoutsProps) {
  const [markPaid, { isLoading, error }] = useMarkPayoutPaidMutation();
  if (!data) return null;
  const { owed, paid, refused } = data.totals;
  const columns: Column<AdminReferralPayout>[] = [
    { header: 'Referred', cell: (p) => `${p.referredName} <${p.referredEmail}>` },
    { header: 'Company', cell: (p) => `${p.company} (${p.companyKey})` },
    { header: 'Demo', cell: (p) => formatTimestamp(p.demoAttendedAt) },
    { header: 'State', cell: (p) => stateOf(p) },
    {
      header: 'Due by',
      cell: (p) => (p.dueBy ? `${formatTimestamp(p.dueBy)}${p.overdue ? ' (overdue)' : ''}` : '—'),
      className: (p) => (p.overdue ? styles.overdue : undefined),
    },
    { header: 'Paid', cell: (p) => (p.paidAt && p.paidBy ? `${formatTimestamp(p.paidAt)} by ${p.paidBy}` : '—') },
    {
      header: 'Action',
      hideHeader: true,
      cell: (p) =>
        p.state === 'owed' && (
          <Button
            size="sm"
            disabled={isLoading || !teamAddress}
            aria-label={`Mark paid: ${p.referredName}`}
            onClick={async () => {
              if ((await markPaid({ referralId: p.referralId, paidBy: teamAddress })).data) onPaid(p.referralId);
            }}
          >
            Mark paid
          </Button>
        ),
    },
  ];
  return (
    <>
      <h3 className={styles.subtitle}>Gift card payouts</h3>
      <p>
        {owed} owed ({formatCents(owed * data.giftCardCents)}), {paid} paid, {refused} refused. A card is due 24 hours after the demo; send it by hand,
        then mark it paid{teamAddress ? '' : ' (enter your email address above first)'}.
      </p>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {data.referrers.length === 0 && <p>No demo has been recorded yet.</p>}
      {data.referrers.map((r: AdminReferrerPayouts) => (
        <AdminTable
          key={r.referrerEmail}
          look="report"
          showCaption
          caption={`${r.referrerName} <${r.referrerEmail}>: ${r.owed} owed, ${r.paid} paid, ${r.refused} refused`}
          columns={columns}
          rows={r.payouts}
          rowKey={(p) => p.referralId}
          rowHeaders
          regionLabel={`Payouts of ${r.referrerName}`}
        />
      ))}
    </>
  );
}
