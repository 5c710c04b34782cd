import { CATALOGUE, formatPrice } from '@pitchlens/contracts';
import { OrderSummary } from '../components/order-summary';

const pilot = CATALOGUE.enterprise_pilot;

/** What the pilot includes (spec §2: the four lines, the total, the deadline and the guarantee). */
const includes = [
  'Pilot Program Access: 5 seats for your team',
  '2025 Pricing Lock on your annual plan',
  'Direct CEO Access throughout the pilot',
  'Custom Implementation of your methodology and rubrics',
] as const;

export function PilotSummary() {
  return (
    <OrderSummary product={pilot.name} price={formatPrice(pilot.amountCents)} includes={includes} totalLabel="Total" total={formatPrice(pilot.amountCents)}>
      <p>100% of the pilot fee is credited to your annual plan.</p>
      <p>
        <strong>This pricing expires September 30th.</strong> Pilots are limited to 3 companies per quarter.
      </p>
      <p>
        30-day performance guarantee: if we do not hit 2 of the 3 agreed KPIs within 30 days, we extend the pilot or refund 100%.
      </p>
    </OrderSummary>
  );
}
