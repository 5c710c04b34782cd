import Stripe from 'stripe';
import type { StripeEmulator } from './index';
import { startEmulatorWithSdk } from './test-support/sdk';

/**
 * Expandable fields come back as ids and includable ones not at all unless `expand[]` asks,
 * as on Stripe at the pinned version: code that forgets an expand fails here, not in production.
 */
describe('Stripe emulator: expandable and includable fields', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    ({ emulator, stripe } = await startEmulatorWithSdk());
  });
  afterAll(() => emulator.close());

  /** A founder-rate checkout as the API makes it: incomplete, its first invoice open. */
  async function incompleteSubscription(expand?: string[]): Promise<Stripe.Subscription> {
    const customer = await stripe.customers.create({ email: 'expand@example.com' });
    const product = await stripe.products.create({ name: 'Founder' });
    return stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 5_900, recurring: { interval: 'month' } } }],
      payment_behavior: 'default_incomplete',
      ...(expand ? { expand } : {}),
    });
  }

  it('answers ids for customer, latest_invoice and price.product unless expanded; an item’s price is always an object', async () => {
    const sub = await incompleteSubscription();
    expect(sub.customer).toMatch(/^cus_/);
    expect(sub.latest_invoice).toMatch(/^in_/);
    expect(sub.items.data[0].price).toMatchObject({ object: 'price', product: expect.stringMatching(/^prod_/) });

    const expanded = await stripe.subscriptions.retrieve(sub.id, { expand: ['customer', 'latest_invoice', 'items.data.price.product'] });
    expect(expanded.customer).toMatchObject({ object: 'customer', email: 'expand@example.com' });
    expect(expanded.latest_invoice).toMatchObject({ object: 'invoice', status: 'open' });
    expect(expanded.items.data[0].price.product).toMatchObject({ object: 'product', name: 'Founder' });
    // Expanding never changes what is stored.
    expect((await stripe.subscriptions.retrieve(sub.id)).customer).toBe(sub.customer);
  });

  it('includes invoice.confirmation_secret only when asked for, never in webhook payloads', async () => {
    const plain = await incompleteSubscription(['latest_invoice']);
    const invoice = plain.latest_invoice as Stripe.Invoice;
    expect(invoice.object).toBe('invoice');
    expect(invoice).not.toHaveProperty('confirmation_secret');
    expect(await stripe.invoices.retrieve(invoice.id)).not.toHaveProperty('confirmation_secret');

    const withSecret = await incompleteSubscription(['latest_invoice.confirmation_secret']);
    const secret = (withSecret.latest_invoice as Stripe.Invoice).confirmation_secret;
    expect(secret).toEqual({ type: 'payment_intent', client_secret: expect.stringMatching(/^pi_.+_secret_/) });
    const retrieved = await stripe.subscriptions.retrieve(withSecret.id, { expand: ['latest_invoice.confirmation_secret'] });
    expect((retrieved.latest_invoice as Stripe.Invoice).confirmation_secret).toEqual(secret);

    const invoiceEvents = emulator.events().filter((e) => e.type.startsWith('invoice.'));
    expect(invoiceEvents.length).toBeGreaterThan(0);
    for (const event of invoiceEvents) expect(event.data.object).not.toHaveProperty('confirmation_secret');
  });

  it('a $0 trial invoice has no confirmation secret', async () => {
    const customer = await stripe.customers.create({ email: 'trial-expand@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const product = await stripe.products.create({ name: 'Trial' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      default_payment_method: pm.id,
      trial_period_days: 14,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 7_900, recurring: { interval: 'month' } } }],
      expand: ['latest_invoice.confirmation_secret', 'default_payment_method'],
    });
    expect((sub.latest_invoice as Stripe.Invoice).confirmation_secret).toBeNull();
    expect(sub.default_payment_method).toMatchObject({ object: 'payment_method', id: pm.id });
  });

  it('expands through lists (data.…) and nested hashes (payments.data.payment.payment_intent)', async () => {
    const sub = await incompleteSubscription();
    const listed = await stripe.subscriptions.list({ customer: sub.customer as string, expand: ['data.customer'] });
    expect(listed.data[0].customer).toMatchObject({ object: 'customer' });
    const invoice = await stripe.invoices.retrieve(sub.latest_invoice as string, { expand: ['payments.data.payment.payment_intent', 'parent.subscription_details.subscription'] });
    expect(invoice.payments?.data[0].payment.payment_intent).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method' });
    expect(invoice.parent?.subscription_details?.subscription).toMatchObject({ object: 'subscription', id: sub.id });
  });

  it('refuses a path Stripe cannot expand, as Stripe does', async () => {
    const sub = await incompleteSubscription();
    for (const path of ['status', 'latest_invoice.total', 'data.customer', 'items.data.price', 'latest_invoice.confirmation_secret.client_secret']) {
      await expect(stripe.subscriptions.retrieve(sub.id, { expand: [path] })).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        message: `This property cannot be expanded (${path}).`,
      });
    }
  });

  it('answers without invoice.payment_intent (removed at basil) when an older integration asks for it', async () => {
    const sub = await incompleteSubscription(['latest_invoice.payment_intent']);
    expect(sub.latest_invoice).toMatchObject({ object: 'invoice' });
    expect(sub.latest_invoice).not.toHaveProperty('payment_intent');
  });
});
