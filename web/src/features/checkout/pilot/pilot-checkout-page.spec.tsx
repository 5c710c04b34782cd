import { act, screen } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { callsTo, sentBodies, stubFetch, type StubCall } from '../../../../test/stub-fetch';
import { FAKE_READY_MS, PAYMENTS_CONFIG, fakeStripe, holdConfirmation, installFakeStripe, resetFakeStripe } from '../testing/fake-stripe';
import { renderCheckout } from '../testing/render-checkout';
import PilotCheckoutPage from './pilot-checkout-page';

/** The visitor's session: every checkout call carries it. */
const SESSION = 'session-checkout-0001';
let calls: StubCall[];
let intent: { status: number; body?: unknown };

beforeAll(installFakeStripe);

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.setItem(SESSION_STORAGE_KEY, SESSION);
  resetFakeStripe();
  intent = { status: 200, body: { clientSecret: 'pi_pilot_secret' } };
  calls = stubFetch(({ url }) => {
    if (url.endsWith('/api/payments/config')) return { status: 200, body: PAYMENTS_CONFIG };
    if (url.endsWith('/api/create-payment-intent')) return intent;
    return { status: 202, body: {} };
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function renderReady() {
  const view = renderCheckout(PilotCheckoutPage, paths.enterprisePilot);
  await act(async () => {});
  await act(() => jest.advanceTimersByTimeAsync(FAKE_READY_MS));
  return view;
}

const payButton = () => screen.getByRole('button', { name: /Complete Payment - \$997|Processing\.\.\./ });

describe('/enterprise/pilot', () => {
  it('names the pilot without an amount and shows the summary, total and terms', async () => {
    await renderReady();
    expect(sentBodies(calls, '/api/create-payment-intent')).toEqual([
      { description: 'Enterprise Pilot Program', metadata: { product: 'enterprise_pilot', program: 'pilot' }, sessionId: SESSION },
    ]);
    for (const line of ['Pilot Program Access', '2025 Pricing Lock', 'Direct CEO Access', 'Custom Implementation']) {
      expect(screen.getByText(new RegExp(line))).toBeInTheDocument();
    }
    expect(screen.getByText(/expires September 30th/)).toBeInTheDocument();
    expect(screen.getByText(/Performance guarantee: a 14-day pilot, extended to 30 days if the KPIs are not met/)).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Complete Payment - $997');
  });

  it('toasts Error and keeps the spinner when the payment cannot be initialised', async () => {
    intent = { status: 500, body: { success: false, error: 'down' } };
    await renderReady();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Preparing secure checkout...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).not.toBeInTheDocument();
  });

  it('shows Processing... while paying, then goes to the pilot success page', async () => {
    const { user } = await renderReady();
    const release = holdConfirmation();
    await user.click(payButton());
    expect(payButton()).toHaveTextContent('Processing...');
    expect(payButton()).toBeDisabled();
    await act(async () => release());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fakeStripe.confirmPayment[0]).toMatchObject({
      confirmParams: { return_url: `http://localhost${paths.enterprisePilotSuccess}` },
      redirect: 'if_required',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(paths.enterprisePilotSuccess);
    expect(callsTo(calls, '/api/store-customer')).toHaveLength(0);
  });

  it('toasts Payment Failed and goes back to idle on a decline', async () => {
    fakeStripe.outcome = 'decline';
    const { user } = await renderReady();
    await user.click(payButton());
    await act(async () => {});
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    // In the toast, and under the card field.
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(payButton()).toHaveTextContent('Complete Payment - $997');
    expect(payButton()).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.enterprisePilot);
  });
});
