import { CATALOGUE, TRIAL_DAYS, formatPrice } from '@pitchlens/contracts';
import { OrderSummary } from '../components/order-summary';

const trial = CATALOGUE.premium_trial;
const monthly = formatPrice(trial.amountCents);

const includes = [
  `Full Pitchlens Premium for ${TRIAL_DAYS} days`,
  'Every call scored in about 60 seconds, with coaching feedback',
  `Then ${monthly}/month${trial.regularAmountCents ? ` instead of ${formatPrice(trial.regularAmountCents)}` : ''}`,
  `Cancel before day ${TRIAL_DAYS} and pay $0`,
] as const;

export function TrialSummary() {
  return (
    <OrderSummary product={trial.name} price="$0 today" includes={includes} total="$0">
      <p>
        Trial requirements: upload 1 call within 48 hours and 3 calls within {TRIAL_DAYS} days. Otherwise {monthly} is billed
        automatically on day {TRIAL_DAYS}.
      </p>
    </OrderSummary>
  );
}
