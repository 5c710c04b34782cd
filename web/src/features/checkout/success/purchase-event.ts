import { CATALOGUE } from '@pitchlens/contracts';

/** The Google Tag Manager data layer, when the site's tag is on the page. */
type DataLayer = { push: (event: Record<string, unknown>) => void };

const pilot = CATALOGUE.enterprise_pilot;

/** The analytics purchase event for a paid pilot (spec §4): value 997 USD, item enterprise_pilot. */
export function pilotPurchaseEvent(now: number) {
  const price = pilot.amountCents / 100;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: `pilot_${now}`,
      value: price,
      currency: 'USD',
      items: [{ item_id: pilot.id, item_name: pilot.name, price, quantity: 1 }],
    },
  };
}

/** Sends it when an analytics tag is listening; without one there is nothing to do. */
export function sendPilotPurchase(now: number = Date.now()): void {
  const dataLayer = (window as Window & { dataLayer?: DataLayer }).dataLayer;
  dataLayer?.push(pilotPurchaseEvent(now));
}
