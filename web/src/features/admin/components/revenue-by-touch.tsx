import {
  REVENUE_DIMENSIONS,
  REVENUE_TOUCHES,
  type AdminReportRange,
  type AdminRevenueResponse,
  type ContactsCohort,
  type RevenueAttributionRow,
  type RevenueDimension,
  type RevenueTouch,
  type RevenueTrialDue,
} from '@pitchlens/contracts';
import { formatCents, formatRate, productLabel } from '../admin-format';
import type { RevenueView } from '../dashboard-view';
import { cohorts } from '../people';
import { AdminTable, type Column } from './admin-table';
import { PeopleButton } from './people-button';
import controlStyles from './control.module.css';
import styles from './revenue-report.module.css';

export const TOUCH_LABELS: Record<RevenueTouch, string> = { first: 'First touch', last: 'Last touch before paying' };
export const DIMENSION_LABELS: Record<RevenueDimension, string> = { source: 'Source', medium: 'Medium', campaign: 'Campaign', referrer: 'Referring site' };

/** A revenue row's buyers, opening the people they are. */
export function Buyers({ cohort, count, label }: { cohort: ContactsCohort; count: number; label: string }) {
  return <PeopleButton cohort={cohort} count={count} text={String(count)} label={`the buyers ${label}`} />;
}

/** The columns of the answer's rows: its buyers are asked with the touch and field the answer was made with. */
const BY_TOUCH = (range: AdminReportRange, { touch, dimension }: Pick<AdminRevenueResponse['attribution'], 'touch' | 'dimension'>): Column<RevenueAttributionRow>[] => [
  { header: DIMENSION_LABELS[dimension], cell: (row) => row.value ?? '(none)' },
  { header: 'Net', cell: (row) => formatCents(row.netCents) },
  { header: 'Refunded', cell: (row) => formatCents(row.refundedCents) },
  {
    header: 'Buyers',
    cell: (row) => (
      <Buyers cohort={cohorts.revenue(range, undefined, { touch, dimension, value: row.value })} count={row.buyers} label={`credited to ${DIMENSION_LABELS[dimension].toLowerCase()} ${row.value ?? '(none)'}`} />
    ),
  },
  { header: 'Contacts entered', cell: (row) => row.contactsEntered },
  { header: 'Conversion', cell: (row) => formatRate(row.conversionRate) },
];

const TRIALS: Column<RevenueTrialDue>[] = [
  { header: 'Plan', cell: (row) => productLabel(row.plan) },
  { header: 'Trial ends', cell: (row) => new Date(row.trialEndsAt).toLocaleString() },
  { header: 'Will charge', cell: (row) => formatCents(row.amountCents) },
  { header: 'Buyer', cell: (row) => row.email ?? 'Unknown' },
];

interface PickerProps<T extends string> {
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange(next: T): void;
}

/** A labelled choice among fixed values (a native select: reachable and operable by keyboard). */
function Picker<T extends string>({ label, choices, labels, value, onChange }: PickerProps<T>) {
  return (
    <label className={styles.control}>
      <span>{label}</span>
      <select className={controlStyles.control} value={value} onChange={(event) => onChange(choices.find((c) => c === event.target.value) ?? value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </label>
  );
}

interface RevenueByTouchProps {
  data: AdminRevenueResponse | undefined;
  /** The dashboard's range, which a row's buyers are asked over. */
  range: AdminReportRange;
  value: RevenueView;
  onChange(next: RevenueView): void;
}

/** Revenue net of refunds, buyers and conversion by the chosen touch and field (README "What the numbers mean", Revenue). */
export function RevenueByTouch({ data, range, value, onChange }: RevenueByTouchProps) {
  const rows = data?.attribution.values ?? [];
  return (
    <>
      <form className={styles.controls} aria-label="Revenue attribution settings" onSubmit={(event) => event.preventDefault()}>
        <Picker label="Credit to" choices={REVENUE_TOUCHES} labels={TOUCH_LABELS} value={value.touch} onChange={(touch) => onChange({ ...value, touch })} />
        <Picker label="Group by" choices={REVENUE_DIMENSIONS} labels={DIMENSION_LABELS} value={value.dimension} onChange={(dimension) => onChange({ ...value, dimension })} />
      </form>
      {rows.length > 0 ? (
        <AdminTable
          look="report"
          caption={`Revenue by ${TOUCH_LABELS[value.touch].toLowerCase()}: ${DIMENSION_LABELS[value.dimension].toLowerCase()}`}
          showCaption
          columns={BY_TOUCH(range, data?.attribution ?? value)}
          rows={rows}
          rowKey={(row) => row.value ?? ''}
          rowHeaders
        />
      ) : (
        <p className={styles.total}>No buyers or new contacts in this period yet.</p>
      )}
    </>
  );
}

/** Monthly recurring revenue and the trials that convert in the next 7 days, as of when the report was made. */
export function RecurringRevenue({ data }: { data: AdminRevenueResponse | undefined }) {
  if (!data) return null;
  const { mrr, trialsDue } = data;
  return (
    <>
      <p className={styles.total}>
        Monthly recurring revenue: <strong>{formatCents(mrr.mrrCents)}</strong> from {mrr.activeSubscriptions} active{' '}
        {mrr.activeSubscriptions === 1 ? 'subscription' : 'subscriptions'}
      </p>
      {trialsDue.length > 0 ? (
        <AdminTable
          look="report"
          caption={`Trials converting in the next 7 days: ${formatCents(data.trialsDueAmountCents)}${
            data.trialsDueCount > trialsDue.length ? ` from ${data.trialsDueCount} trials, the ${trialsDue.length} soonest listed` : ''
          }`}
          showCaption
          columns={TRIALS}
          rows={trialsDue}
          rowKey={(row) => row.subscriptionId}
          rowHeaders
        />
      ) : data.trialsDueCount > 0 ? (
        // A shared view gets the count and sum without the list, which names subscriptions and buyers.
        <p className={styles.total}>
          Trials converting in the next 7 days: <strong>{formatCents(data.trialsDueAmountCents)}</strong> from {data.trialsDueCount} {data.trialsDueCount === 1 ? 'trial' : 'trials'}
        </p>
      ) : (
        <p className={styles.total}>No trials convert in the next 7 days.</p>
      )}
    </>
  );
}
