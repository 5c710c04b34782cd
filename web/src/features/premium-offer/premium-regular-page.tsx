import { PremiumSalesPage } from './components/premium-sales-page';
import { premiumPrices } from './premium-pricing';

/** Where the one-time offer leads once its timer has run out: the same page at the regular price, without a clock. */
export default function PremiumRegularPage() {
  return (
    <PremiumSalesPage
      eyebrow="Pitchlens Premium"
      title="Coaching on every sales call, scored against your playbook"
      lead="Premium scores each recorded call in about 60 seconds against your own scripts and rubrics, then tells you exactly what to change on the next one."
      monthlyPrice={premiumPrices.regularMonthly}
    />
  );
}
