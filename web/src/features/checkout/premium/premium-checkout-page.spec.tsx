import { screen } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { sentBodies } from '../../../../test/stub-fetch';
import { fakeStripe } from '../testing/fake-stripe';
import { SESSION, becomeReady, expectConfirmedThenAt, expectDeclineTold, payAs, renderReady, setUpCheckoutPage, type Answer } from '../testing/checkout-page-harness';
import { checkoutAppearance } from '../stripe/stripe-appearance';
import PremiumCheckoutPage from './premium-checkout-page';

let plans: Record<string, Answer>;

beforeEach(() => {
  plans = {
    monthly: { status: 200, body: { clientSecret: 'pi_monthly_secret', subscriptionId: 'sub_m' } },
    yearly: { status: 200, body: { clientSecret: 'pi_yearly_secret', subscriptionId: 'sub_y' } },
  };
});

const api = setUpCheckoutPage({
  '/api/create-premium-subscription': ({ body }) => plans[(body as { billingCycle: string }).billingCycle],
  '/api/store-customer': () => ({ status: 200, body: { success: true, customerToken: 'tok_premium' } }),
});

const renderPage = () => renderReady(PremiumCheckoutPage, paths.premiumCheckout);

describe('/pitchlens-premium-checkout', () => {
  it('sets up both plans at once and opens on monthly', async () => {
    await renderPage();
    expect(sentBodies(api.calls, '/api/create-premium-subscription')).toEqual([
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
    const { user } = await renderPage();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(fakeStripe.unmounted).toBe(1);
    expect(fakeStripe.clientSecrets).toEqual(['pi_monthly_secret', 'pi_yearly_secret']);
    expect(screen.getAllByText('$590/year').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(fakeStripe.clientSecrets).toEqual(['pi_monthly_secret', 'pi_yearly_secret', 'pi_monthly_secret']);
  });

  it('keeps the spinner when one plan cannot be set up', async () => {
    plans.yearly = { status: 500, body: { success: false, error: 'Stripe unavailable' } };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(screen.getByText('Setting up secure checkout...')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Payment setup failed:', expect.stringContaining('500'));
  });

  it('shows the server’s sold-out text in place of the form', async () => {
    plans.monthly = { status: 409, body: { success: false, error: 'All 300 founder spots have been claimed.' } };
    plans.yearly = plans.monthly;
    await renderPage();
    expect(screen.getByText('All 300 founder spots have been claimed.')).toBeInTheDocument();
    expect(screen.queryByText('Setting up secure checkout...')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('pays the chosen plan and goes to the framework session after 3 seconds, with no address in the URL', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    await becomeReady();
    await payAs(user, 'bo@acme.com', screen.getByRole('button', { name: 'Start My Founder Membership' }));
    // The buyer is named before the card is confirmed, for the plan chosen; the purchase's steps come from Stripe, not from here.
    expect(sentBodies(api.calls, '/api/checkout-buyer')).toEqual([
      { email: 'bo@acme.com', clientSecret: 'pi_yearly_secret', subscriptionId: 'sub_y', eventId: expect.any(String), sessionId: SESSION },
    ]);
    expect(sentBodies(api.calls, '/api/track-funnel-step')).toEqual([]);
    expect(sentBodies(api.calls, '/api/store-customer')).toEqual([
      { email: 'bo@acme.com', paymentIntentId: 'pi_fake_1', paymentIntentClientSecret: 'pi_fake_1_secret_fake', sessionId: SESSION },
    ]);
    await expectConfirmedThenAt('Welcome to Pitchlens Premium!', paths.frameworkSession);
  });

  it('toasts a decline with the provider’s message and lets the buyer try again', async () => {
    fakeStripe.outcome = 'decline';
    const { user } = await renderPage();
    await payAs(user, 'bo@acme.com', screen.getByRole('button', { name: 'Start My Founder Membership' }));
    await expectDeclineTold('Payment Failed');
    expect(screen.getByRole('button', { name: 'Start My Founder Membership' })).toBeEnabled();
    // Another card: the refusal under the field was about the old one.
    await user.type(screen.getByLabelText('Card number'), '4242');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
