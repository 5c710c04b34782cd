import { FOUNDER_LIMIT, founderPlan, formatPrice } from '@pitchlens/contracts';
import type { BillingCycle } from '../api/checkout-api';
import { OrderSummary } from '../components/order-summary';

const includes = [
  'Every call scored in about 60 seconds',
  'Coaching insights and missed-opportunity detection',
  'Scoring against your own scripts, playbooks and rubrics',
  'Progress tracking and trend detection',
  'Price locked for as long as you stay subscribed',
  '30-day money-back guarantee',
] as const;

export function PremiumSummary({ billingCycle }: { billingCycle: BillingCycle }) {
  const plan = founderPlan(billingCycle);
  const per = billingCycle === 'monthly' ? 'month' : 'year';
  const regular = plan.regularAmountCents ? `${formatPrice(plan.regularAmountCents)}/${per}` : undefined;
  return (
    <OrderSummary
      product={`Pitchlens Premium, founder rate (${billingCycle})`}
      price={`${formatPrice(plan.amountCents)}/${per}`}
      regularPrice={regular}
      includes={includes}
      total={formatPrice(plan.amountCents)}
    >
      <p>Founder pricing is reserved for the first {FOUNDER_LIMIT} founders and never goes up for you.</p>
    </OrderSummary>
  );
}
