import { CATALOGUE, formatPrice } from '@pitchlens/contracts';
import { OrderSummary } from '../components/order-summary';

const session = CATALOGUE.framework_session;

const includes = [
  '60-minute 1-on-1 mapping session',
  'Your framework, scripts and rubric built into Pitchlens scoring',
  'Session recording and a PDF of your mapped framework',
  '30 days of chat access for follow-up questions',
  'Custom scoring configuration ($500 value) included',
] as const;

export function FrameworkSummary() {
  return (
    <OrderSummary
      product={session.name}
      price={formatPrice(session.amountCents)}
      regularPrice={session.regularAmountCents ? formatPrice(session.regularAmountCents) : undefined}
      includes={includes}
      total={formatPrice(session.amountCents)}
    />
  );
}
