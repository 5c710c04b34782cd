import { act, screen } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { sentBodies, stubFetch, type StubCall } from '../../../../test/stub-fetch';
import { FAKE_READY_MS, PAYMENTS_CONFIG, fakeStripe, installFakeStripe, resetFakeStripe } from '../testing/fake-stripe';
import { polyfillDialog, renderCheckout } from '../testing/render-checkout';
import TrialCheckoutPage from './trial-checkout-page';

/** The visitor's session: every checkout call carries it. */
const SESSION = 'session-checkout-0001';
let calls: StubCall[];

beforeAll(() => {
  polyfillDialog();
  installFakeStripe();
});

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  sessionStorage.setItem(SESSION_STORAGE_KEY, SESSION);
  resetFakeStripe();
  calls = stubFetch(({ url }) => {
    if (url.endsWith('/api/payments/config')) return { status: 200, body: PAYMENTS_CONFIG };
    if (url.endsWith('/api/create-trial-payment')) return { status: 200, body: { clientSecret: 'seti_trial_secret', setupIntentId: 'seti_trial' } };
    if (url.endsWith('/api/store-customer')) return { status: 200, body: { success: true, customerToken: 'tok_trial' } };
    return { status: 202, body: {} };
  });
});

afterEach(() => jest.useRealTimers());

async function renderReady() {
  const view = renderCheckout(TrialCheckoutPage, paths.trialCheckout);
  await act(async () => {});
  await act(() => jest.advanceTimersByTimeAsync(FAKE_READY_MS));
  return view;
}

const startButton = () => screen.getByRole('button', { name: 'Start My Free Trial' });

describe('/pitchlens-trial-checkout', () => {
  it('shows a card-only payment element in tabs for the trial’s setup intent', async () => {
    await renderReady();
    expect(sentBodies(calls, '/api/create-trial-payment')).toEqual([{ sessionId: SESSION }]);
    expect(fakeStripe.clientSecrets).toEqual(['seti_trial_secret']);
    expect(fakeStripe.elementOptions[0]).toMatchObject({ layout: 'tabs', paymentMethodOrder: ['card'] });
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('saves the card with confirmSetup and goes to the trial framework session after 3 seconds, with no address in the URL', async () => {
    const { user } = await renderReady();
    await user.type(screen.getByLabelText('Email address'), 'cy@acme.com');
    await user.click(startButton());
    await act(async () => {});
    expect(fakeStripe.confirmPayment).toHaveLength(0);
    expect(fakeStripe.confirmSetup[0]).toMatchObject({ confirmParams: { return_url: `http://localhost${paths.frameworkSessionTrial}` } });
    expect(sentBodies(calls, '/api/checkout-buyer')).toEqual([{ email: 'cy@acme.com', clientSecret: expect.stringMatching(/^seti_/), eventId: expect.any(String), sessionId: SESSION }]);
    expect(sentBodies(calls, '/api/track-funnel-step')).toEqual([]);
    expect(sentBodies(calls, '/api/store-customer')).toEqual([
      { email: 'cy@acme.com', paymentIntentId: 'seti_fake_1', paymentIntentClientSecret: 'seti_fake_1_secret_fake', sessionId: SESSION },
    ]);
    expect(screen.getByRole('dialog')).toHaveTextContent('Your Trial Has Started!');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('location').textContent).toBe(paths.frameworkSessionTrial);
  });

  it('toasts Payment Setup Failed with the provider’s message', async () => {
    fakeStripe.outcome = 'decline';
    const { user } = await renderReady();
    await user.type(screen.getByLabelText('Email address'), 'cy@acme.com');
    await user.click(startButton());
    await act(async () => {});
    expect(screen.getByText('Payment Setup Failed')).toBeInTheDocument();
    // In the toast, and under the card field.
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(startButton()).toBeEnabled();
  });
});
