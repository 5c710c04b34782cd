import { founderPlan, formatPrice, yearlySavings } from '@pitchlens/contracts';
import { RadioField } from '../../../components/ui/form-fields';
import type { BillingCycle } from '../api/checkout-api';

interface BillingToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  disabled?: boolean;
}

const savings = yearlySavings();

const options: { value: BillingCycle; label: string; detail: string }[] = [
  { value: 'monthly', label: 'Monthly', detail: `${formatPrice(founderPlan('monthly').amountCents)}/month` },
  {
    value: 'yearly',
    label: 'Yearly',
    detail: `${formatPrice(founderPlan('yearly').amountCents)}/year · 2 months free, save ${formatPrice(savings.cents)} (${savings.percent}%)`,
  },
];

/** Monthly or yearly founder billing (spec §4, default monthly). */
export function BillingToggle({ value, onChange, disabled }: BillingToggleProps) {
  return <RadioField name="billingCycle" legend="Billing cycle" value={value} options={options} disabled={disabled} onValueChange={onChange} />;
}
