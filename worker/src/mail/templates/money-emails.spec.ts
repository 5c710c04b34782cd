import type { PaymentReceiptData } from '@pitchlens/contracts';
import { escapeHtml } from './layout';
import { renderPaymentReceipt, renderSubscriptionWelcome, renderTrialWelcome, type EmailLinks, type RenderedEmail } from './index';

const links: EmailLinks = {
  siteUrl: 'https://pitchlens.com',
  fullAnalysisUrl: 'https://docs.pitchlens.com/pitch-breakdown',
  schedulingUrl: 'https://calendly.com/pitchlens/15min',
  supportEmail: 'support@pitchlens.com',
};

const framework: PaymentReceiptData = {
  product: 'framework_session',
  amountCents: 49_700,
  currency: 'usd',
  paidAt: '2026-11-22T10:00:00.000Z',
  cardLast4: '4242',
  reference: 'pi_123',
};

/** Each fact in the text part as written, and in the html part escaped (apostrophes become &#39;). */
function expectInBoth(email: RenderedEmail, facts: string[]): void {
  for (const fact of facts) {
    expect(email.text).toContain(fact);
    expect(email.html).toContain(escapeHtml(fact));
  }
}

function expectWellFormed(email: RenderedEmail): void {
  expect(email.text).not.toContain('<');
  expect(email.html).toContain('max-width:600px');
  expect(email.html).not.toMatch(/<script|<img|<link/i);
  expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
  expect(email.text).toContain('The Pitchlens team');
}

describe('the payment receipt', () => {
  const email = renderPaymentReceipt(framework, links);

  it('names the product, the amount charged, the date, the card, the reference and where to get help', () => {
    expect(email.subject).toBe('Your Pitchlens receipt: Framework Mapping Session');
    expectInBoth(email, [
      'Product: Framework Mapping Session',
      'Amount paid: $497.00',
      'Date: November 22, 2026',
      'Paid with: card ending in 4242',
      'Reference: pi_123',
      'write to support@pitchlens.com and quote pi_123',
    ]);
    expect(email.html).toContain('href="mailto:support@pitchlens.com"');
  });

  it('says what happens next for the framework session: booking, recordings, the session', () => {
    expectInBoth(email, ['What happens next', 'Book your 60-minute session within 48 hours: https://calendly.com/pitchlens/15min', 'Email 2-3 recent call recordings to support@pitchlens.com']);
  });

  it('says what happens next for each other product', () => {
    const next = (product: PaymentReceiptData['product'], amountCents: number) => renderPaymentReceipt({ ...framework, product, amountCents }, links);
    expectInBoth(next('enterprise_pilot', 99_700), ['Amount paid: $997.00', 'Enterprise Pilot Program', 'Our CEO contacts you within 24 hours', 'set up your 5 seats']);
    expectInBoth(next('premium_yearly', 59_000), ['Amount paid: $590.00', 'Sign in at app.pitchlens.com', 'Premium renews at $590/year']);
    expectInBoth(next('premium_monthly', 5_900), ['Amount paid: $59.00', 'Premium renews at $59/month']);
    expectInBoth(next('premium_trial', 7_900), ['Amount paid: $79.00', 'Your 14-day trial has ended and Premium continues.', 'Premium renews at $79/month']);
  });

  it('leaves the card out when the payment was recorded without its digits', () => {
    const older = renderPaymentReceipt({ ...framework, cardLast4: null }, links);
    expect(older.text).not.toContain('ending in');
    expect(older.html).not.toContain('ending in');
    expectInBoth(older, ['Amount paid: $497.00']);
  });

  it('states another currency as charged', () => {
    expectInBoth(renderPaymentReceipt({ ...framework, currency: 'eur', amountCents: 1_050 }, links), ['Amount paid: €10.50']);
  });

  it('is well formed', () => expectWellFormed(email));
});

describe('the subscription welcome', () => {
  const email = renderSubscriptionWelcome({ plan: 'premium_monthly', amountCents: 5_900, interval: 'month' }, links);

  it('names the plan and its price, how to start, and where to get help', () => {
    expect(email.subject).toBe('Welcome to Pitchlens Premium');
    expectInBoth(email, [
      'Pitchlens Premium, founder rate (monthly) is active at $59/month',
      'Sign in at app.pitchlens.com with this email address.',
      'Upload a recorded sales call',
      'write to support@pitchlens.com',
    ]);
    expect(email.html).toContain('href="https://app.pitchlens.com"');
  });

  it('quotes the yearly price per year', () => {
    expectInBoth(renderSubscriptionWelcome({ plan: 'premium_yearly', amountCents: 59_000, interval: 'year' }, links), ['active at $590/year']);
  });

  it('is well formed', () => expectWellFormed(email));
});

describe('the trial welcome', () => {
  const email = renderTrialWelcome({ plan: 'premium_trial', amountCents: 7_900, trialEndsAt: '2026-12-06T10:00:00.000Z' }, links);

  it('says nothing was charged, when the trial ends, what is charged then, and how to pay nothing', () => {
    expect(email.subject).toBe('Your Pitchlens trial has started');
    expectInBoth(email, [
      'nothing was charged today',
      'Trial ends: December 6, 2026',
      'Charged then: $79 for your first month, then $79/month',
      'To pay nothing: cancel before December 6, 2026 by replying to this email or writing to support@pitchlens.com',
      'Upload your first recorded call within 48 hours',
    ]);
  });

  it('is well formed', () => expectWellFormed(email));
});
