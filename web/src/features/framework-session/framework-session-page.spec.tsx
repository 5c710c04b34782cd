import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { rememberPurchase } from '../../lib/purchases/session-purchases';
import { KNOWN_EMAIL_STORAGE_KEY } from '../../lib/tracking/tracking-client';
import { sentBodies, stubFetch, type StubCall } from '../../../test/stub-fetch';
import FrameworkSessionPage from './framework-session-page';
import FrameworkSessionTrialPage from './framework-session-trial-page';

const variants = [
  {
    name: 'framework-session',
    Page: FrameworkSessionPage,
    path: paths.frameworkSession,
    declineTo: paths.premiumSuccess,
    purchase: 'premium',
    firstStep: 'Premium order',
    confirmed: 'Your Premium order is confirmed.',
  },
  {
    name: 'framework-session-trial',
    Page: FrameworkSessionTrialPage,
    path: paths.frameworkSessionTrial,
    declineTo: paths.trialSuccess,
    purchase: 'trial',
    firstStep: 'Trial signup',
    confirmed: 'Your 14-day trial is set up',
  },
] as const;

let calls: StubCall[];

/** What the address bar shows. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

beforeEach(() => {
  calls = stubFetch();
});

const checkoutLinks = () => screen.getAllByRole('link', { name: 'Yes, Map My Framework for $497' });
const sentTo = (path: string) => sentBodies(calls, `/api/${path}`);

describe.each(variants)('/$name', ({ Page, path, declineTo, purchase, firstStep, confirmed }) => {
  const renderAt = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Page />
        <LocationProbe />
      </MemoryRouter>,
    );

  it('is step 2 of 3 and opens with 3 spots left', () => {
    renderAt(path);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Make Pitchlens Score Every Call Against Your Sales Framework');
    for (const line of screen.getAllByText(/spots left this week/)) expect(line).toHaveTextContent('Only 3 of 11 spots left this week');
  });

  it('names the steps as the checkouts do, and thanks no one who bought nothing in this session', async () => {
    renderAt(path);
    await act(async () => {});
    const steps = screen.getByRole('list', { name: 'Your progress' });
    expect(Array.from(steps.children, (step) => step.textContent)).toEqual(['1' + firstStep, '2Framework session', '3Book your session']);
    expect(screen.queryByText(new RegExp(confirmed))).not.toBeInTheDocument();
    expect(screen.getByText(/^For Pitchlens Premium/)).toBeInTheDocument();
  });

  it('confirms the purchase this browser session made', async () => {
    rememberPurchase(purchase);
    renderAt(path);
    await act(async () => {});
    expect(screen.getByText(new RegExp(confirmed))).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your progress' }).firstElementChild).toHaveTextContent(`✓${firstStep}`);
  });

  it('takes the address of an older ?email= link out of the URL once, and carries the rest of the query string to the checkout', async () => {
    renderAt(`${path}?email=ann%40acme.com&utm_source=newsletter`);
    await act(async () => {});
    expect(screen.getByTestId('location')).toHaveTextContent(`${path}?utm_source=newsletter`);
    expect(sessionStorage.getItem(KNOWN_EMAIL_STORAGE_KEY)).toBe('ann@acme.com');
    expect(checkoutLinks().length).toBeGreaterThanOrEqual(2);
    for (const link of checkoutLinks()) expect(link).toHaveAttribute('href', `${paths.frameworkCheckout}?utm_source=newsletter`);
  });

  it('sends the main buttons to the bare checkout when there is no query string', () => {
    renderAt(path);
    for (const link of checkoutLinks()) expect(link).toHaveAttribute('href', paths.frameworkCheckout);
  });

  it(`declines to ${declineTo}`, () => {
    renderAt(path);
    const declines = screen.getAllByRole('link', { name: 'No thanks, I will keep the standard scoring' });
    expect(declines.length).toBeGreaterThanOrEqual(1);
    for (const link of declines) expect(link).toHaveAttribute('href', declineTo);
  });

  it('records the framework_session step for the email in the query string', async () => {
    renderAt(`${path}?email=ann%40acme.com`);
    await act(async () => {});
    expect(sentTo('track-funnel-step')).toEqual([expect.objectContaining({ step: 'framework_session', email: 'ann@acme.com' })]);
  });

  it('records an anonymous visit at framework_session without an email', async () => {
    renderAt(path);
    await act(async () => {});
    expect(sentTo('track-contact')).toEqual([expect.objectContaining({ currentFunnelStep: 'framework_session' })]);
  });
});
