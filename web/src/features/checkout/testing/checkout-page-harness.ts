import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@pitchlens/contracts';
import type { ComponentType } from 'react';
import { stubFetch, type StubCall } from '../../../../test/stub-fetch';
import { FAKE_READY_MS, PAYMENTS_CONFIG, installFakeStripe, resetFakeStripe } from './fake-stripe';
import { renderCheckout } from './render-checkout';

/** The visitor's session: every checkout call carries it. */
export const SESSION = 'session-checkout-0001';

export type Answer = { status: number; body?: unknown };
/** The server's answer to one of the page's calls; a promise holds it back. */
export type Route = (call: StubCall) => Answer | Promise<Answer>;

/**
 * What every checkout page spec needs around each test: fake timers (the
 * payment element's ready event and the redirect delay run on them), the
 * visitor's session, a fresh fake Stripe, and the API stubbed. `routes`
 * answers the page's own calls by the end of their path; the payments config
 * is answered here and anything else is accepted with 202.
 * The returned `calls` are those of the running test.
 */
export function setUpCheckoutPage(routes: Record<string, Route>): { readonly calls: StubCall[] } {
  let calls: StubCall[] = [];

  beforeAll(installFakeStripe);

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.setItem(SESSION_STORAGE_KEY, SESSION);
    resetFakeStripe();
    calls = stubFetch((call) => {
      const path = Object.keys(routes).find((end) => call.url.endsWith(end));
      if (path) return routes[path](call);
      if (call.url.endsWith('/api/payments/config')) return { status: 200, body: PAYMENTS_CONFIG };
      return { status: 202, body: {} };
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  return {
    get calls() {
      return calls;
    },
  };
}

/** Lets pending requests answer and React render what they brought. */
export const settle = () => act(async () => {});

/** Lets the payment element report that it is ready. */
export const becomeReady = () => act(() => jest.advanceTimersByTimeAsync(FAKE_READY_MS));

/** Types the buyer's address, presses the pay button, and lets the payment run its course. */
export async function payAs(user: UserEvent, email: string, payButton: HTMLElement) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(payButton);
  await settle();
}

/** A declined card is told twice: in the toast titled `title`, and under the card field. */
export async function expectDeclineTold(title: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
  expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
}

/** The confirmation titled `title` shows, and `path` follows after the 3 seconds of spec §9. */
export async function expectConfirmedThenAt(title: string, path: string) {
  expect(screen.getByRole('dialog')).toHaveTextContent(title);
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(screen.getByTestId('location').textContent).toBe(path);
}

/** The page at `url` with its payment form ready to take a card. */
export async function renderReady(Page: ComponentType, url: string) {
  const view = renderCheckout(Page, url);
  await settle();
  await becomeReady();
  return view;
}
