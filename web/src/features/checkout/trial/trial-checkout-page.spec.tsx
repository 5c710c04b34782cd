import { screen } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { sentBodies } from '../../../../test/stub-fetch';
import { fakeStripe } from '../testing/fake-stripe';
import { SESSION, expectConfirmedThenAt, expectDeclineTold, payAs, renderReady, setUpCheckoutPage } from '../testing/checkout-page-harness';
import TrialCheckoutPage from './trial-checkout-page';

const api = setUpCheckoutPage({
  '/api/create-trial-payment': () => ({ status: 200, body: { clientSecret: 'seti_trial_secret', setupIntentId: 'seti_trial' } }),
  '/api/store-customer': () => ({ status: 200, body: { success: true, customerToken: 'tok_trial' } }),
});

const renderPage = () => renderReady(TrialCheckoutPage, paths.trialCheckout);
const startButton = () => screen.getByRole('button', { name: 'Start My Free Trial' });

describe('/pitchlens-trial-checkout', () => {
  it('shows a card-only payment element in tabs for the trial’s setup intent', async () => {
    await renderPage();
    expect(sentBodies(api.calls, '/api/create-trial-payment')).toEqual([{ sessionId: SESSION }]);
    expect(fakeStripe.clientSecrets).toEqual(['seti_trial_secret']);
    expect(fakeStripe.elementOptions[0]).toMatchObject({ layout: 'tabs', paymentMethodOrder: ['card'] });
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('saves the card with confirmSetup and goes to the trial framework session after 3 seconds, with no address in the URL', async () => {
    const { user } = await renderPage();
    await payAs(user, 'cy@acme.com', startButton());
    expect(fakeStripe.confirmPayment).toHaveLength(0);
    expect(fakeStripe.confirmSetup[0]).toMatchObject({ confirmParams: { return_url: `http://localhost${paths.frameworkSessionTrial}` } });
    expect(sentBodies(api.calls, '/api/checkout-buyer')).toEqual([{ email: 'cy@acme.com', clientSecret: expect.stringMatching(/^seti_/), eventId: expect.any(String), sessionId: SESSION }]);
    expect(sentBodies(api.calls, '/api/track-funnel-step')).toEqual([]);
    expect(sentBodies(api.calls, '/api/store-customer')).toEqual([
      { email: 'cy@acme.com', paymentIntentId: 'seti_fake_1', paymentIntentClientSecret: 'seti_fake_1_secret_fake', sessionId: SESSION },
    ]);
    await expectConfirmedThenAt('Your Trial Has Started!', paths.frameworkSessionTrial);
  });

  it('toasts Payment Setup Failed with the provider’s message', async () => {
    fakeStripe.outcome = 'decline';
    const { user } = await renderPage();
    await payAs(user, 'cy@acme.com', startButton());
    await expectDeclineTold('Payment Setup Failed');
    expect(startButton()).toBeEnabled();
  });
});
