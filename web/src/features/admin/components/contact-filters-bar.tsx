import { ORDERED_FUNNEL_STEPS, type OrderedFunnelStep } from '@pitchlens/contracts';
import { stepLabel } from '../admin-format';
import controlStyles from './control.module.css';
import styles from './contact-filters-bar.module.css';

export interface FilterInputs {
  step: OrderedFunnelStep | 'all';
  /** As typed; the search waits until typing pauses. */
  email: string;
  from: string;
  to: string;
  includeAnonymous: boolean;
}

interface ContactFiltersBarProps {
  value: FilterInputs;
  onChange(next: FilterInputs): void;
  csvHref: string;
}

/**
 * Step, email search and date range (spec §5): they filter the table, the CSV,
 * and the reports' period. Anonymous visitors are left out unless asked for.
 */
export function ContactFiltersBar({ value, onChange, csvHref }: ContactFiltersBarProps) {
  const set = (patch: Partial<FilterInputs>) => onChange({ ...value, ...patch });
  return (
    <form className={styles.bar} role="search" aria-label="Filter contacts" onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field}>
        <span>Funnel step</span>
        <select className={controlStyles.control} value={value.step} onChange={(event) => set({ step: event.target.value as FilterInputs['step'] })}>
          <option value="all">All steps</option>
          {ORDERED_FUNNEL_STEPS.map((step) => (
            <option key={step} value={step}>
              {stepLabel(step)}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.field} ${styles.grow}`}>
        <span>Search by email</span>
        <input type="search" className={controlStyles.control} value={value.email} placeholder="name@company.com" onChange={(event) => set({ email: event.target.value })} />
      </label>
      <label className={styles.field}>
        <span>From</span>
        <input type="date" className={controlStyles.control} value={value.from} max={value.to || undefined} onChange={(event) => set({ from: event.target.value })} />
      </label>
      <label className={styles.field}>
        <span>To</span>
        <input type="date" className={controlStyles.control} value={value.to} min={value.from || undefined} onChange={(event) => set({ to: event.target.value })} />
      </label>
      <label className={styles.toggle}>
        <input type="checkbox" checked={value.includeAnonymous} onChange={(event) => set({ includeAnonymous: event.target.checked })} />
        <span>Include anonymous visitors</span>
      </label>
      <a className={styles.csv} href={csvHref} download>
        Download CSV
      </a>
    </form>
  );
}
