import type Stripe from 'stripe';
import { cardLast4Of, intentCardLast4, invoiceCardLast4 } from './card-digits';

const card = (last4: string) => ({ id: 'pm_1', object: 'payment_method', type: 'card', card: { last4 } }) as Stripe.PaymentMethod;

function invoicePayment(fields: { status: string; is_default?: boolean; payment_intent: string }) {
  return { object: 'invoice_payment', is_default: fields.is_default ?? true, status: fields.status, payment: { type: 'payment_intent', payment_intent: fields.payment_intent } };
}

function invoice(fields: Record<string, unknown>): Stripe.Invoice {
  return { id: 'in_1', object: 'invoice', status: 'paid', amount_paid: 5_900, ...fields } as unknown as Stripe.Invoice;
}

/** Only the two calls the lookup may make; each records what it was asked. */
function fakeStripe(listed: unknown[] = []) {
  const calls: string[] = [];
  const stripe = {
    invoicePayments: { list: async (params: { invoice: string }) => (calls.push(`list ${params.invoice}`), { data: listed }) },
    paymentIntents: {
      retrieve: async (id: string, params: { expand: string[] }) => (calls.push(`retrieve ${id} ${params.expand.join()}`), { id, payment_method: card(id === 'pi_paid' ? '4242' : '0000') }),
    },
  } as unknown as Stripe;
  return { stripe, calls };
}

describe('cardLast4Of', () => {
  it('reads the digits of an expanded card, and nothing from an id or another method', () => {
    expect(cardLast4Of(card('4242'))).toBe('4242');
    expect(cardLast4Of('pm_1')).toBeNull();
    expect(cardLast4Of(null)).toBeNull();
    expect(cardLast4Of({ id: 'pm_2', type: 'us_bank_account' } as Stripe.PaymentMethod)).toBeNull();
  });
});

describe('invoiceCardLast4', () => {
  it('follows the paid InvoicePayment to its PaymentIntent and card', async () => {
    const { stripe, calls } = fakeStripe();
    const payments = { data: [invoicePayment({ status: 'open', is_default: false, payment_intent: 'pi_other' }), invoicePayment({ status: 'paid', payment_intent: 'pi_paid' })] };
    expect(await invoiceCardLast4(stripe, invoice({ payments }))).toBe('4242');
    expect(calls).toEqual(['retrieve pi_paid payment_method']);
  });

  it('lists the payments when the invoice was not expanded', async () => {
    const { stripe, calls } = fakeStripe([invoicePayment({ status: 'paid', payment_intent: 'pi_paid' })]);
    expect(await invoiceCardLast4(stripe, invoice({}))).toBe('4242');
    expect(calls).toEqual(['list in_1', 'retrieve pi_paid payment_method']);
  });

  it('asks Stripe nothing for an invoice that took no money, and finds no card without a payment', async () => {
    const { stripe, calls } = fakeStripe();
    expect(await invoiceCardLast4(stripe, invoice({ amount_paid: 0 }))).toBeNull();
    expect(await invoiceCardLast4(stripe, invoice({ status: 'open' }))).toBeNull();
    expect(calls).toEqual([]);
    expect(await invoiceCardLast4(stripe, invoice({ payments: { data: [] } }))).toBeNull();
  });
});

describe('intentCardLast4', () => {
  it('reads an expanded payment method without a call, and re-reads the PaymentIntent that names it by id (as an event’s copy does)', async () => {
    const { stripe, calls } = fakeStripe();
    expect(await intentCardLast4(stripe, { id: 'pi_paid', payment_method: card('1881') } as Stripe.PaymentIntent)).toBe('1881');
    expect(calls).toEqual([]);
    expect(await intentCardLast4(stripe, { id: 'pi_paid', payment_method: 'pm_1' } as Stripe.PaymentIntent)).toBe('4242');
    expect(calls).toEqual(['retrieve pi_paid payment_method']);
  });
});
