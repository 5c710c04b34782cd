import { act, screen } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { sentBodies, stubFetch, type StubCall } from '../../../../test/stub-fetch';
import { FAKE_READY_MS, PAYMENTS_CONFIG, fakeStripe, installFakeStripe, resetFakeStripe } from '../testing/fake-stripe';
import { polyfillDialog, renderCheckout } from '../testing/render-checkout';
import { checkoutAppearance } from '../stripe/stripe-appearance';
import PremiumCheckoutPage from './premium-checkout-page';

/** The visitor's session: every checkout call carries it. */
const SESSION = 'session-checkout-0001';
type Reply = { status: number; body?: unknown };
let calls: StubCall[];
let plans: Record<string, Reply>;

beforeAll(() => {
  polyfillDialog();
  installFakeStripe();
});

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  sessionStorage.setItem(SESSION_STORAGE_KEY, SESSION);
  resetFakeStripe();
  plans = {
    monthly: { status: 200, body: { clientSecret: 'pi_monthly_secret', subscriptionId: 'sub_m' } },
    yearly: { status: 200, body: { clientSecret: 'pi_yearly_secret', subscriptionId: 'sub_y' } },
  };
  calls = stubFetch(({ url, body }) => {
    if (url.endsWith('/api/payments/config')) return { status: 200, body: PAYMENTS_CONFIG };
    if (url.endsWith('/api/create-premium-subscription')) return plans[(body as { billingCycle: string }).billingCycle];
    if (url.endsWith('/api/store-customer')) return { status: 200, body: { success: true, customerToken: 'tok_premium' } };
    return { status: 202, body: {} };
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const settle = () => act(async () => {});
const becomeReady = () => act(() => jest.advanceTimersByTimeAsync(FAKE_READY_MS));

async function renderReady() {
  const view = renderCheckout(PremiumCheckoutPage, paths.premiumCheckout);
  await settle();
  await becomeReady();
  return view;
}

describe('/pitchlens-premium-checkout', () => {
  it('sets up both plans at once and opens on monthly', async () => {
    await renderReady();
    expect(sentBodies(calls, '/api/create-premium-subscription')).toEqual([
      { billingCycle: 'monthly', sessionId: SESSION },
      { billingCycle: 'yearly', sessionId: SESSION },
    ]);
    expect(screen.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(fakeStripe.clientSecrets).toEqual(['pi_monthly_secret']);
    expect(fakeStripe.elementOptions).toEqual([{ layout: 'tabs' }]);
    // Stripe draws the card fields in the site's look.
    expect(fakeStripe.appearances).toEqual([checkoutAppearance]);
  });

  it('swaps the client secret and remounts the payment element when the billing cycle changes', async () => {
    const { user } = await renderReady();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(fakeStripe.unmounted).toBe(1);
    expect(fakeStripe.clientSecrets).toEqual(['pi_monthly_secret', 'pi_yearly_secret']);
    expect(screen.getAllByText('$590/year').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(fakeStripe.clientSecrets).toEqual(['pi_monthly_secret', 'pi_yearly_secret', 'pi_monthly_secret']);
  });

  it('keeps the spinner when one plan cannot be set up', async () => {
    plans.yearly = { status: 500, body: { success: false, error: 'Stripe unavailable' } };
    await renderReady();
    expect(screen.getByText('Setting up secure checkout...')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Payment setup failed:', expect.stringContaining('500'));
  });

  it('shows the server’s sold-out text in place of the form', async () => {
    plans.monthly = { status: 409, body: { success: false, error: 'All 300 founder spots have been claimed.' } };
    plans.yearly = plans.monthly;
    await renderReady();
    expect(screen.getByText('All 300 founder spots have been claimed.')).toBeInTheDocument();
    expect(screen.queryByText('Setting up secure checkout...')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('pays the chosen plan and goes to the framework session after 3 seconds, with no address in the URL', async () => {
    const { user } = await renderReady();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    await becomeReady();
    await user.type(screen.getByLabelText('Email address'), 'bo@acme.com');
    await user.click(screen.getByRole('button', { name: 'Start My Founder Membership' }));
    await settle();
    // The buyer is named before the card is confirmed, for the plan chosen; the purchase's steps come from Stripe, not from here.
    expect(sentBodies(calls, '/api/checkout-buyer')).toEqual([
      { email: 'bo@acme.com', clientSecret: 'pi_yearly_secret', subscriptionId: 'sub_y', eventId: expect.any(String), sessionId: SESSION },
    ]);
    expect(sentBodies(calls, '/api/track-funnel-step')).toEqual([]);
    expect(sentBodies(calls, '/api/store-customer')).toEqual([
      { email: 'bo@acme.com', paymentIntentId: 'pi_fake_1', paymentIntentClientSecret: 'pi_fake_1_secret_fake', sessionId: SESSION },
    ]);
    expect(screen.getByRole('dialog')).toHaveTextContent('Welcome to Pitchlens Premium!');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('location').textContent).toBe(paths.frameworkSession);
  });

  it('toasts a decline with the provider’s message and lets the buyer try again', async () => {
    fakeStripe.outcome = 'decline';
    const { user } = await renderReady();
    await user.type(screen.getByLabelText('Email address'), 'bo@acme.com');
    await user.click(screen.getByRole('button', { name: 'Start My Founder Membership' }));
    await settle();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    // In the toast, and under the card field.
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Start My Founder Membership' })).toBeEnabled();
    // Another card: the refusal under the field was about the old one.
    await user.type(screen.getByLabelText('Card number'), '4242');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
