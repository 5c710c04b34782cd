import { pilotPurchaseEvent, sendPilotPurchase } from './purchase-event';

type WithDataLayer = Window & { dataLayer?: unknown[] };

afterEach(() => delete (window as WithDataLayer).dataLayer);

describe('pilot purchase event', () => {
  it('describes one $997 enterprise pilot with a timestamp id', () => {
    expect(pilotPurchaseEvent(1_790_000_000_000)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'pilot_1790000000000',
        value: 997,
        currency: 'USD',
        items: [{ item_id: 'enterprise_pilot', item_name: 'Enterprise Pilot Program', price: 997, quantity: 1 }],
      },
    });
  });

  it('pushes onto the data layer when there is one and does nothing otherwise', () => {
    expect(() => sendPilotPurchase(1)).not.toThrow();
    (window as WithDataLayer).dataLayer = [];
    sendPilotPurchase(2);
    expect((window as WithDataLayer).dataLayer).toEqual([pilotPurchaseEvent(2)]);
  });
});
