import type { AdminContact, ContactTimelineResponse } from '@pitchlens/contracts';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import type { browserRequest } from '../../test/test-app';

/**
 * A checkout that names an address identifies its session even if the card
 * is then declined (ARCHITECTURE §3): the create calls that carry the
 * buyer's address identify the session themselves, so a buyer whose page
 * never sent checkout-buyer is still a known contact at their checkout step.
 */
const DECLINED = '4000000000000002';

let stack: PaymentsStack<AdminTestApp>;
let api: AdminTestApp;
let emulatorUrl: string;
let http: () => ReturnType<typeof browserRequest>;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startAdminTestApp('checkout_identifies', { STRIPE_EMULATOR_PORT: '0' }));
  ({ api, emulatorUrl, http } = stack);
});

afterAll(() => stack?.close());

const identifications = async (email: string): Promise<Record<string, unknown>[]> =>
  (await api.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM event_store.events WHERE type = 'ContactIdentified' AND data->>'email' = $1`, [email])).rows.map(
    (row) => row.data,
  );

/** The admin's row for the address, once the contacts projector shows it at `step`. */
async function contactAt(email: string, step: string): Promise<AdminContact> {
  let found: AdminContact | undefined;
  await until(
    async () => {
      const res = await http().get('/api/contacts').query({ email }).set('cookie', api.cookie).expect(200);
      found = (res.body.contacts as AdminContact[]).find((contact) => contact.email === email && contact.currentFunnelStep === step);
      return found !== undefined;
    },
    `${email} listed at ${step}`,
    20_000,
  );
  return found as AdminContact;
}

async function timeline(contactId: string): Promise<ContactTimelineResponse['events']> {
  const res = await http().get(`/api/admin/contacts/${contactId}/timeline`).set('cookie', api.cookie).expect(200);
  return (res.body as ContactTimelineResponse).events;
}

describe.each([
  {
    checkout: 'premium subscription',
    step: 'premium_checkout',
    create: (email: string, sessionId: string) => http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', email, sessionId }),
    // The subscription's first invoice is what failed: Stripe reports it, and the worker records it from the invoice.
    kind: 'payment_intents' as const,
  },
  {
    checkout: 'trial',
    step: 'trial_checkout',
    create: (email: string, sessionId: string) => http().post('/api/create-trial-payment').send({ email, sessionId }),
    // A card refused while being saved: the trial's failed attempt, of nothing charged.
    kind: 'setup_intents' as const,
  },
  {
    checkout: 'framework session',
    step: 'framework_session',
    create: (email: string, sessionId: string) => http().post('/api/create-framework-payment').send({ customerEmail: email, sessionId }),
    kind: 'payment_intents' as const,
  },
])('a $checkout created with an address, then declined, without checkout-buyer', ({ checkout, step, create, kind }) => {
  const slug = checkout.replace(/ /g, '-');
  const email = `declined.${slug}@example.com`;
  const sessionId = `session-declined-${slug}`;

  it('leaves a contact with that address at the checkout step, whose timeline holds the identification and the decline', async () => {
    await http().post('/api/track-funnel-step').send({ eventId: uuidv7(), sessionId, step }).expect(201);
    const created = await create(`Declined.${slug}@Example.com`, sessionId).expect(200);
    const declined = await browserConfirm(emulatorUrl, created.body.clientSecret, DECLINED, kind);
    expect(declined.status).toBe(402);
    await stack.settle();

    expect(await identifications(email)).toEqual([{ email, sessionId, firstName: null, lastName: null, source: 'checkout' }]);
    const contact = await contactAt(email, step);
    await until(async () => (await timeline(contact.id)).some((event) => event.type === 'PaymentFailed'), `the decline in ${email}'s timeline`, 20_000);
    const events = await timeline(contact.id);
    expect(events).toContainEqual(expect.objectContaining({ type: 'ContactIdentified', sessionId, summary: `Identified as ${email} (checkout)` }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'FunnelStepReached', sessionId, data: expect.objectContaining({ step }) }));
    expect(events.filter((event) => event.type === 'PaymentFailed')).toEqual([expect.objectContaining({ sessionId })]);
  });
});

describe('what a create call identifies', () => {
  it('records one identification however often the same call is retried', async () => {
    const body = { customerEmail: 'retried@example.com', sessionId: 'session-retried-01', eventId: '0190f0c8-0000-7000-8000-0000000a1d01' };
    const first = await http().post('/api/create-framework-payment').send(body).expect(200);
    const again = await http().post('/api/create-framework-payment').send(body).expect(200);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(await identifications('retried@example.com')).toHaveLength(1);
  });

  it('identifies with the address alone when the call carries no session', async () => {
    await http().post('/api/create-trial-payment').send({ email: 'no.session@example.com' }).expect(200);
    expect(await identifications('no.session@example.com')).toEqual([{ email: 'no.session@example.com', sessionId: null, firstName: null, lastName: null, source: 'checkout' }]);
  });

  it('identifies nobody for a placeholder address, nor for a call refused as bad input: only an accepted real address', async () => {
    const sessionId = 'session-placeholder1';
    const placeholder = `temp_${sessionId}@anonymous.local`;
    await http().post('/api/create-premium-subscription').send({ billingCycle: 'yearly', email: placeholder, sessionId }).expect(200);
    await http().post('/api/create-premium-subscription').send({ billingCycle: 'weekly', email: 'late.real@example.com', sessionId }).expect(400);
    expect(await identifications(placeholder)).toEqual([]);
    expect(await identifications('late.real@example.com')).toEqual([]);
    await http().post('/api/create-premium-subscription').send({ billingCycle: 'yearly', email: 'late.real@example.com', sessionId }).expect(200);
    expect(await identifications('late.real@example.com')).toEqual([expect.objectContaining({ sessionId })]);
  });

  it("a returning buyer's checkout identifies the buyer its token proves, not an address typed beside it", async () => {
    const created = await http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', email: 'returning@example.com', sessionId: 'session-returning-1' }).expect(200);
    const { clientSecret } = created.body;
    expect((await browserConfirm(emulatorUrl, clientSecret)).body.status).toBe('succeeded');
    const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    const stored = await http().post('/api/store-customer').send({ email: 'returning@example.com', paymentIntentId, paymentIntentClientSecret: clientSecret }).expect(200);

    const sessionId = 'session-returning-2';
    await http().post('/api/create-framework-payment').send({ customerEmail: 'typed@example.com', customerToken: stored.body.customerToken, sessionId }).expect(200);
    expect(await identifications('typed@example.com')).toEqual([]);
    expect(await identifications('returning@example.com')).toContainEqual(expect.objectContaining({ sessionId, source: 'checkout' }));
  });
});
