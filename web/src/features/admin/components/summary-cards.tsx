import type { AdminReportRange } from '@pitchlens/contracts';
import { DASHBOARD_POLLING, useGetAdminRevenueQuery, useGetAdminSummaryQuery } from '../api/admin-api';
import { formatCents } from '../admin-format';
import styles from './summary-cards.module.css';

const count = new Intl.NumberFormat('en-US');

/** The headline numbers; revenue follows the chosen date range, the rest are all-time, today and the last 7 days. */
export function SummaryCards({ range }: { range: AdminReportRange }) {
  const { data: summary } = useGetAdminSummaryQuery(undefined, DASHBOARD_POLLING);
  const { data: revenue } = useGetAdminRevenueQuery(range, DASHBOARD_POLLING);
  const dash = '–';
  const cards = [
    { label: 'Total contacts', value: summary ? count.format(summary.totalContacts) : dash, note: summary ? `${count.format(summary.identifiedContacts)} with an email` : '' },
    { label: 'Page views today', value: summary ? count.format(summary.today.pageViews) : dash, note: summary ? `${count.format(summary.last7Days.pageViews)} in the last 7 days` : '' },
    { label: 'Funnel events today', value: summary ? count.format(summary.today.funnelEvents) : dash, note: summary ? `${count.format(summary.last7Days.funnelEvents)} in the last 7 days` : '' },
    { label: 'Downloads today', value: summary ? count.format(summary.today.downloads) : dash, note: summary ? `${count.format(summary.last7Days.downloads)} in the last 7 days` : '' },
    {
      label: 'Bot calls left out today',
      value: summary ? count.format(summary.today.botCallsExcluded) : dash,
      note: summary ? `${count.format(summary.last7Days.botCallsExcluded)} in the last 7 days, in no figure` : '',
    },
    {
      label: 'Net revenue',
      value: revenue ? formatCents(revenue.totalNetCents) : dash,
      note: revenue ? `${count.format(revenue.totalPayments)} confirmed payments, ${formatCents(revenue.totalRefundedCents)} refunded` : '',
    },
  ];
  return (
    <ul className={styles.cards} aria-label="Summary">
      {cards.map((card) => (
        <li key={card.label} className={styles.card}>
          <span className={styles.label}>{card.label}</span>
          <strong className={styles.value}>{card.value}</strong>
          <span className={styles.note}>{card.note}</span>
        </li>
      ))}
    </ul>
  );
}
