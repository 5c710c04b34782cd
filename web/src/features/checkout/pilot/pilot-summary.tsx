import { CATALOGUE, ENTERPRISE_PILOT, formatPrice, PILOT_GUARANTEE, PILOT_LENGTH } from '@pitchlens/contracts';
import { OrderSummary } from '../components/order-summary';

const pilot = CATALOGUE.enterprise_pilot;

/** What the pilot includes (spec §2: the four lines, the total, the deadline and the guarantee). */
const includes = [
  `Pilot Program Access: ${ENTERPRISE_PILOT.seats} seats for your team`,
  '2025 Pricing Lock on your annual plan',
  'Direct CEO Access throughout the pilot',
  'Custom Implementation of your methodology and rubrics',
];

export function PilotSummary() {
  return (
    <OrderSummary product={pilot.name} price={formatPrice(pilot.amountCents)} includes={includes} totalLabel="Total" total={formatPrice(pilot.amountCents)}>
      <p>100% of the pilot fee is credited to your annual plan.</p>
      <p>
        <strong>This pricing expires September 30th.</strong> Pilots are limited to {ENTERPRISE_PILOT.companies} companies per quarter.
      </p>
      <p>
        Performance guarantee: a {PILOT_LENGTH}. {PILOT_GUARANTEE}
      </p>
    </OrderSummary>
  );
}
