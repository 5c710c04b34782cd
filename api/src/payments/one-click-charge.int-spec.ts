import { v7 as uuidv7 } from 'uuid';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { startTestApp, type browserRequest, type TestApp } from '../../test/test-app';
import { StripeGateway } from './stripe/stripe-gateway';

/**
 * The one-click upsell takes money without a card form, so one purchase
 * intent is one charge: calls with the same customer token (a double click,
 * a second tab, a retry), each with its own eventId, one after the other or
 * racing, charge the saved card once and are all answered with that charge;
 * a deliberate second purchase, after a new checkout, charges again.
 */
const FRAMEWORK_CENTS = 49_700;
const ROUNDS = 3;

let stack: PaymentsStack<TestApp>;
let api: TestApp;
let emulatorUrl: string;
let http: () => ReturnType<typeof browserRequest>;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startTestApp('one_click_charge', { STRIPE_EMULATOR_PORT: '0' }));
  ({ api, emulatorUrl, http } = stack);
});

afterAll(() => stack?.close());

const stripe = () => api.app.get(StripeGateway).stripe;
const paymentIntentId = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

interface Buyer {
  email: string;
  sessionId: string;
  token: string;
  customerId: string;
}

/** A founder who paid with `card` and was stored: their token, as the browser keeps it, and their Stripe customer. */
async function founderWithSavedCard(email: string, sessionId: string, card: string): Promise<Buyer> {
  const created = await http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', sessionId }).expect(200);
  const { clientSecret, subscriptionId } = created.body;
  await http().post('/api/checkout-buyer').send({ clientSecret, subscriptionId, email, sessionId }).expect(200);
  expect((await browserConfirm(emulatorUrl, clientSecret, card)).body.status).toBe('succeeded');
  const id = paymentIntentId(clientSecret);
  const stored = await http().post('/api/store-customer').send({ email, paymentIntentId: id, paymentIntentClientSecret: clientSecret, sessionId }).expect(200);
  const customerId = (await stripe().paymentIntents.retrieve(id)).customer as string;
  return { email, sessionId, token: stored.body.customerToken, customerId };
}

/** A trial whose card saves fine but is declined when charged (4000 0000 0000 0341). */
async function trialWithDecliningCard(email: string, sessionId: string): Promise<Buyer> {
  const created = await http().post('/api/create-trial-payment').send({ email, sessionId }).expect(200);
  const { clientSecret, setupIntentId } = created.body;
  expect((await browserConfirm(emulatorUrl, clientSecret, '4000000000000341', 'setup_intents')).body.status).toBe('succeeded');
  const stored = await http().post('/api/store-customer').send({ email, paymentIntentId: setupIntentId, paymentIntentClientSecret: clientSecret, sessionId }).expect(200);
  const customerId = (await stripe().setupIntents.retrieve(setupIntentId)).customer as string;
  return { email, sessionId, token: stored.body.customerToken, customerId };
}

/** One click: a call of its own, with an eventId of its own, as each click, tab or retry makes. */
const click = (buyer: Buyer) => http().post('/api/pay-with-saved-card').set('x-customer-token', buyer.token).send({ eventId: uuidv7(), sessionId: buyer.sessionId });

/** The framework-session PaymentIntents Stripe made on the buyer's customer: each one a charge attempted. */
async function frameworkCharges(buyer: Buyer): Promise<{ id: string; status: string }[]> {
  const intents = await stripe().paymentIntents.list({ customer: buyer.customerId, limit: 100 });
  return intents.data.filter((intent) => intent.amount === FRAMEWORK_CENTS).map((intent) => ({ id: intent.id, status: intent.status }));
}

/** The page stores the buyer after a one-click payment too: the new token proves that checkout, the next purchase's. */
async function storeAfterPayment(buyer: Buyer, paid: { paymentIntentId: string; clientSecret: string }): Promise<Buyer> {
  const stored = await http()
    .post('/api/store-customer')
    .send({ email: buyer.email, paymentIntentId: paid.paymentIntentId, paymentIntentClientSecret: paid.clientSecret, sessionId: buyer.sessionId })
    .expect(200);
  expect(stored.body.customerToken).not.toBe(buyer.token);
  return { ...buyer, token: stored.body.customerToken };
}

describe('one purchase intent is one charge', () => {
  it('two clicks one after the other take $497 once, and both are answered with that payment', async () => {
    const buyer = await founderWithSavedCard('sequential@example.com', 'session-sequential-1', '4242424242424242');
    const first = await click(buyer).expect(200);
    const second = await click(buyer).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await frameworkCharges(buyer)).toEqual([{ id: first.body.paymentIntentId, status: 'succeeded' }]);
  });

  it(`two racing clicks take $497 once, ${ROUNDS} purchases over; each new checkout's token buys again`, async () => {
    let buyer = await founderWithSavedCard('racing@example.com', 'session-racing-001', '4242424242424242');
    const paid: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const [a, b] = await Promise.all([click(buyer), click(buyer)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body).toEqual(a.body);
      paid.push(a.body.paymentIntentId);
      expect(await frameworkCharges(buyer)).toHaveLength(round);
      buyer = await storeAfterPayment(buyer, a.body);
    }
    expect(new Set(paid).size).toBe(ROUNDS);
    expect((await frameworkCharges(buyer)).map((charge) => charge.status)).toEqual(Array(ROUNDS).fill('succeeded'));
  });

  it('a declined saved card answers every click of the purchase 402, after one attempt', async () => {
    const buyer = await trialWithDecliningCard('declining@example.com', 'session-declining-1');
    const [a, b] = await Promise.all([click(buyer), click(buyer)]);
    const c = await click(buyer);
    for (const response of [a, b, c]) {
      expect(response.status).toBe(402);
      expect(response.body.fields).toEqual([{ field: 'card', message: 'Your card was declined.' }]);
    }
    expect(await frameworkCharges(buyer)).toEqual([{ id: expect.any(String), status: 'requires_payment_method' }]);
  });
});
