import { act, screen } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { callsTo, sentBodies } from '../../../../test/stub-fetch';
import { CUSTOMER_TOKEN_KEY } from '../customer-token';
import { fakeStripe, holdConfirmation } from '../testing/fake-stripe';
import { SESSION, becomeReady, expectDeclineTold, payAs, renderReady, setUpCheckoutPage, settle, type Answer } from '../testing/checkout-page-harness';
import { renderCheckout } from '../testing/render-checkout';
import FrameworkCheckoutPage from './framework-checkout-page';

const SECRET = 'pi_fake_1_secret_framework';
let paymentSetup: Answer | Promise<Answer>;
let lookup: Answer;
let savedCardCharge: Answer;

beforeEach(() => {
  paymentSetup = { status: 200, body: { clientSecret: SECRET, hasStoredPayment: false } };
  lookup = { status: 200, body: { hasStoredPayment: false, customer: null } };
  savedCardCharge = { status: 200, body: { paymentIntentId: 'pi_saved_1', clientSecret: 'pi_saved_1_secret_saved' } };
});

const api = setUpCheckoutPage({
  '/api/create-framework-payment': () => paymentSetup,
  '/api/customer': () => lookup,
  '/api/pay-with-saved-card': () => savedCardCharge,
  '/api/store-customer': () => ({ status: 200, body: { success: true, customerToken: 'tok_next' } }),
});

const payButton = () => screen.getByRole('button', { name: /Pay \$497|Processing\.\.\./ });
const location = () => screen.getByTestId('location');

const renderPage = (url: string = paths.frameworkCheckout) => renderReady(FrameworkCheckoutPage, url);

describe('/framework-checkout', () => {
  it('shows the setup spinner until the client secret arrives, then the $497 form', async () => {
    let release: (reply: Answer) => void = () => undefined;
    paymentSetup = new Promise((resolve) => (release = resolve));
    renderCheckout(FrameworkCheckoutPage, paths.frameworkCheckout);
    await settle();
    expect(screen.getByText('Setting up secure checkout...')).toBeInTheDocument();
    // Step 3 named as the session offer's progress bar names it.
    expect(screen.getByText('Step 3 of 3 · Book your session')).toBeInTheDocument();
    await act(async () => release({ status: 200, body: { clientSecret: SECRET, hasStoredPayment: false } }));
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByText('$1,497')).toBeInTheDocument();
    expect(fakeStripe.clientSecrets).toEqual([SECRET]);
    expect(sentBodies(api.calls, '/api/create-framework-payment')).toEqual([{ sessionId: SESSION }]);
  });

  it('keeps the spinner and says nothing more when the payment setup fails', async () => {
    paymentSetup = { status: 500, body: { success: false, error: 'boom' } };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(screen.getByText('Setting up secure checkout...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Payment setup failed:', expect.stringContaining('500'));
  });

  it('ignores a submit until the payment form is ready', async () => {
    const { user } = renderCheckout(FrameworkCheckoutPage, paths.frameworkCheckout);
    await settle();
    await user.type(screen.getByLabelText('Email address'), 'ann@acme.com');
    await user.click(payButton());
    expect(fakeStripe.confirmPayment).toHaveLength(0);
    await becomeReady();
    await user.click(payButton());
    await settle();
    expect(fakeStripe.confirmPayment).toHaveLength(1);
  });

  it('shows Processing... and disables the button while the payment runs', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('Email address'), 'ann@acme.com');
    const release = holdConfirmation();
    await user.click(payButton());
    expect(payButton()).toHaveTextContent('Processing...');
    expect(payButton()).toBeDisabled();
    await user.click(payButton());
    expect(fakeStripe.confirmPayment).toHaveLength(1);
    await act(async () => release());
    expect(screen.getByRole('dialog')).toHaveTextContent('Payment Successful!');
  });

  it('toasts the decline and enables the button again', async () => {
    fakeStripe.outcome = 'decline';
    const { user } = await renderPage();
    await payAs(user, 'ann@acme.com', payButton());
    await expectDeclineTold('Payment Failed');
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent('Pay $497');
    expect(callsTo(api.calls, '/api/store-customer')).toHaveLength(0);
  });

  it('stores the customer, shows the confirmation and moves to /framework-success after 3 seconds', async () => {
    const { user } = await renderPage();
    await payAs(user, 'ann@acme.com', payButton());
    expect(fakeStripe.confirmPayment[0]).toMatchObject({ confirmParams: { return_url: `http://localhost${paths.frameworkSuccess}` }, redirect: 'if_required' });
    expect(sentBodies(api.calls, '/api/checkout-buyer')).toEqual([{ email: 'ann@acme.com', clientSecret: SECRET, eventId: expect.any(String), sessionId: SESSION }]);
    expect(sentBodies(api.calls, '/api/store-customer')).toEqual([
      { email: 'ann@acme.com', paymentIntentId: 'pi_fake_1', paymentIntentClientSecret: 'pi_fake_1_secret_fake', sessionId: SESSION },
    ]);
    expect(sessionStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('tok_next');
    expect(screen.getByRole('dialog')).toHaveTextContent('Payment Successful!');
    expect(location()).toHaveTextContent(paths.frameworkCheckout);
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(location()).toHaveTextContent(paths.frameworkCheckout);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(location()).toHaveTextContent(paths.frameworkSuccess);
  });

  it('welcomes back a returning buyer: lookup by the token alone, and one click charges their saved card, no card typed', async () => {
    sessionStorage.setItem(CUSTOMER_TOKEN_KEY, 'tok_previous');
    lookup = { status: 200, body: { hasStoredPayment: true, customer: { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.com' } } };
    // The shared stub drops request headers; this keeps them so the token can be checked.
    const StubRequest = global.Request;
    global.Request = class extends StubRequest {
      readonly sentHeaders: Headers;
      constructor(url: string, init: RequestInit = {}) {
        super(url, init);
        this.sentHeaders = new Headers(init.headers);
      }
    } as typeof Request;
    const sentWithToken = (path: string) =>
      jest.mocked(global.fetch).mock.calls.map(([request]) => request as Request & { sentHeaders?: Headers }).find((request) => request.url.endsWith(path));
    const { user } = await renderPage();
    expect(screen.getByRole('heading', { name: 'Welcome Back, Ann!' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(sentWithToken('/api/customer')?.sentHeaders?.get('x-customer-token')).toBe('tok_previous');
    expect(sentBodies(api.calls, '/api/create-framework-payment')).toEqual([{ customerToken: 'tok_previous', sessionId: SESSION }]);
    await user.click(screen.getByRole('button', { name: 'Pay $497 with My Saved Card' }));
    await settle();
    expect(sentWithToken('/api/pay-with-saved-card')?.sentHeaders?.get('x-customer-token')).toBe('tok_previous');
    expect(fakeStripe.confirmPayment).toHaveLength(0);
    expect(sentBodies(api.calls, '/api/store-customer')).toEqual([
      { email: 'ann@acme.com', paymentIntentId: 'pi_saved_1', paymentIntentClientSecret: 'pi_saved_1_secret_saved', firstName: 'Ann', lastName: 'Lee', sessionId: SESSION },
    ]);
    expect(screen.getByRole('dialog')).toHaveTextContent('Payment Successful!');
    global.Request = StubRequest;
  });

  it('asks for a card when the saved one is declined, with the reason in a toast', async () => {
    sessionStorage.setItem(CUSTOMER_TOKEN_KEY, 'tok_previous');
    lookup = { status: 200, body: { hasStoredPayment: true, customer: { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.com' } } };
    savedCardCharge = { status: 402, body: { success: false, statusCode: 402, error: 'Your card was declined.', fields: [{ field: 'card', message: 'Your card was declined.' }] } };
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay $497 with My Saved Card' }));
    await settle();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await becomeReady();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(sentBodies(api.calls, '/api/store-customer')).toEqual([]);
  });

  it('only warns when the lookup fails, and then asks for the email', async () => {
    sessionStorage.setItem(CUSTOMER_TOKEN_KEY, 'tok_previous');
    lookup = { status: 404, body: { success: false, error: 'Not found' } };
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPage();
    expect(warned).toHaveBeenCalledWith('Customer lookup failed:', expect.stringContaining('404'));
    expect(screen.queryByText(/Welcome Back/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('takes the address of an older ?email= link out of the URL once, and still names the buyer to the checkout', async () => {
    await renderPage(`${paths.frameworkCheckout}?email=ann%40acme.com`);
    expect(location()).toHaveTextContent(paths.frameworkCheckout);
    expect(location()).not.toHaveTextContent('ann');
    expect(sentBodies(api.calls, '/api/create-framework-payment')).toEqual([{ customerEmail: 'ann@acme.com', sessionId: SESSION }]);
  });
});
