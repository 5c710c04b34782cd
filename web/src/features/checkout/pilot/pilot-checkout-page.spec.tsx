import { act, screen } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { callsTo, sentBodies } from '../../../../test/stub-fetch';
import { fakeStripe, holdConfirmation } from '../testing/fake-stripe';
import { SESSION, expectDeclineTold, renderReady, setUpCheckoutPage, settle, type Answer } from '../testing/checkout-page-harness';
import PilotCheckoutPage from './pilot-checkout-page';

let intent: Answer;

beforeEach(() => {
  intent = { status: 200, body: { clientSecret: 'pi_pilot_secret' } };
});

const api = setUpCheckoutPage({ '/api/create-payment-intent': () => intent });

const renderPage = () => renderReady(PilotCheckoutPage, paths.enterprisePilot);
const payButton = () => screen.getByRole('button', { name: /Complete Payment - \$997|Processing\.\.\./ });

describe('/enterprise/pilot', () => {
  it('names the pilot without an amount and shows the summary, total and terms', async () => {
    await renderPage();
    expect(sentBodies(api.calls, '/api/create-payment-intent')).toEqual([
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
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(logged).toHaveBeenCalledWith('Pilot payment setup failed:', expect.stringContaining('500'));
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Preparing secure checkout...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).not.toBeInTheDocument();
  });

  it('shows Processing... while paying, then goes to the pilot success page', async () => {
    const { user } = await renderPage();
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
    expect(callsTo(api.calls, '/api/store-customer')).toHaveLength(0);
  });

  it('toasts Payment Failed and goes back to idle on a decline', async () => {
    fakeStripe.outcome = 'decline';
    const { user } = await renderPage();
    await user.click(payButton());
    await settle();
    await expectDeclineTold('Payment Failed');
    expect(payButton()).toHaveTextContent('Complete Payment - $997');
    expect(payButton()).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.enterprisePilot);
  });
});
