import type { ActivityCounts, AdminReportRange } from '@pitchlens/contracts';
import type { ReactNode } from 'react';
import { DASHBOARD_POLLING, useGetAdminRevenueQuery, useGetAdminSummaryQuery } from '../api/admin-api';
import { formatCents } from '../admin-format';
import { changeText, comparedRange } from '../comparison';
import { cohorts } from '../people';
import { PeopleButton } from './people-button';
import styles from './summary-cards.module.css';

const count = new Intl.NumberFormat('en-US');

interface Card {
  label: string;
  /** The figure; a count of people opens them. */
  value: ReactNode;
  note: ReactNode;
  /** How the figure moved against the previous period, when comparing. */
  change?: string;
}

/**
 * The headline numbers; revenue follows the chosen date range, the rest are
 * all-time, today and the last 7 days. Compared, today's figures are set
 * against yesterday's, the week's against the 7 days before, the contacts
 * against those first seen the week before, and revenue against the previous
 * period of the range.
 */
export function SummaryCards({ range, compare }: { range: AdminReportRange; compare: boolean }) {
  const { data: summary } = useGetAdminSummaryQuery(undefined, DASHBOARD_POLLING);
  const { data: revenue } = useGetAdminRevenueQuery(comparedRange(range, compare), DASHBOARD_POLLING);
  const dash = '–';
  const activity = (label: string, metric: keyof ActivityCounts, week: string): Card => ({
    label,
    value: summary ? count.format(summary.today[metric]) : dash,
    note: summary ? `${count.format(summary.last7Days[metric])} ${week}` : '',
    change:
      summary && compare
        ? `${changeText(summary.today[metric], summary.yesterday[metric])} vs yesterday; week ${changeText(summary.last7Days[metric], summary.previous7Days[metric])} vs the 7 days before`
        : undefined,
  });
  const fresh = summary?.newContacts;
  const cards: Card[] = [
    {
      label: 'Total contacts',
      value: summary ? <PeopleButton cohort={cohorts.contacts('contacts')} count={summary.totalContacts} text={count.format(summary.totalContacts)} label="every contact" /> : dash,
      note: summary ? (
        <PeopleButton cohort={cohorts.contacts('identifiedContacts')} count={summary.identifiedContacts} text={`${count.format(summary.identifiedContacts)} with an email`} label="every contact with an email" />
      ) : (
        ''
      ),
      change: fresh && compare ? `${count.format(fresh.last7Days.contacts)} new in the last 7 days (${changeText(fresh.last7Days.contacts, fresh.previous7Days.contacts)} vs the 7 before)` : undefined,
    },
    activity('Page views today', 'pageViews', 'in the last 7 days'),
    activity('Funnel events today', 'funnelEvents', 'in the last 7 days'),
    activity('Downloads today', 'downloads', 'in the last 7 days'),
    activity('Bot calls left out today', 'botCallsExcluded', 'in the last 7 days, in no figure'),
    {
      label: 'Net revenue',
      // The people behind it are its buyers: everyone with a confirmed payment in the range.
      value: revenue ? <PeopleButton cohort={cohorts.revenue(range)} count={revenue.totalBuyers} text={formatCents(revenue.totalNetCents)} label="every buyer in the range" /> : dash,
      note: revenue ? `${count.format(revenue.totalBuyers)} ${revenue.totalBuyers === 1 ? 'buyer' : 'buyers'}, ${count.format(revenue.totalPayments)} confirmed payments, ${formatCents(revenue.totalRefundedCents)} refunded` : '',
      change: revenue?.previous ? `${changeText(revenue.totalNetCents, revenue.previous.totalNetCents, formatCents)} vs the previous period` : undefined,
    },
  ];
  return (
    <ul className={styles.cards} aria-label="Summary">
      {cards.map((card) => (
        <li key={card.label} className={styles.card}>
          <span className={styles.label}>{card.label}</span>
          <strong className={styles.value}>{card.value}</strong>
          <span className={styles.note}>{card.note}</span>
          {card.change && <span className={styles.note}>{card.change}</span>}
        </li>
      ))}
    </ul>
  );
}
