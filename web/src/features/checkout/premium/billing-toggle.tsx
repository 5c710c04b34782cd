import { founderPlan, formatPrice, yearlySavings } from '@pitchlens/contracts';
import type { BillingCycle } from '../api/checkout-api';
import styles from './billing-toggle.module.css';

interface BillingToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  disabled?: boolean;
}

const savings = yearlySavings();

const options: { cycle: BillingCycle; label: string; detail: string }[] = [
  { cycle: 'monthly', label: 'Monthly', detail: `${formatPrice(founderPlan('monthly').amountCents)}/month` },
  {
    cycle: 'yearly',
    label: 'Yearly',
    detail: `${formatPrice(founderPlan('yearly').amountCents)}/year · 2 months free, save ${formatPrice(savings.cents)} (${savings.percent}%)`,
  },
];

/** Monthly or yearly founder billing (spec §4, default monthly). */
export function BillingToggle({ value, onChange, disabled }: BillingToggleProps) {
  return (
    <fieldset className={styles.toggle} disabled={disabled}>
      <legend className={styles.legend}>Billing cycle</legend>
      {options.map((option) => (
        <label key={option.cycle} className={`${styles.option} ${value === option.cycle ? styles.selected : ''}`}>
          <input type="radio" name="billingCycle" value={option.cycle} checked={value === option.cycle} onChange={() => onChange(option.cycle)} />
          <span className={styles.label}>{option.label}</span>
          <span className={styles.detail}>{option.detail}</span>
        </label>
      ))}
    </fieldset>
  );
}
