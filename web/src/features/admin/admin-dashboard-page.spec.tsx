import type { AdminContact, AdminConversionResponse, AdminFunnelResponse, ContactTimelineResponse } from '@pitchlens/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderRouted } from '../../../test/render-routed';
import { ADMIN_SUMMARY } from '../../../test/admin-summary';
import { callsTo, sentBodies, stubFetch, type StubCall } from '../../../test/stub-fetch';
import { REFERRAL } from '../../../test/admin-fixtures';
import AdminDashboardPage from './admin-dashboard-page';

// The drawings are covered by charts.spec.tsx; here the figures' data tables carry the numbers.
for (const chart of ['funnel-chart', 'conversion-chart', 'breakdown-chart', 'traffic-chart', 'utm-chart', 'revenue-chart']) {
  jest.mock(`./components/charts/${chart}`, () => ({ __esModule: true, default: () => null }));
}
jest.mock('./operations/operations-panel', () => ({ __esModule: true, default: () => <p>Operations stand-in</p> }), { virtual: true });

const contact: AdminContact = {
  id: '0b6f8e3a-4c1d-4a8e-9f4e-1f2d3c4b5a69',
  email: 'ann@acme-sales.com',
  firstName: 'Ann',
  lastName: 'Lee',
  currentFunnelStep: 'framework_session',
  referrerName: null,
  referrerEmail: null,
  utmSource: 'linkedin',
  utmMedium: 'social',
  utmCampaign: null,
  lastUtmSource: 'linkedin',
  lastUtmMedium: 'social',
  lastUtmCampaign: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActivity: '2026-11-21T10:00:00.000Z',
};

const referrals = [REFERRAL];

const attributed = (value: string | null, netCents: number, refundedCents: number, buyers: number, contactsEntered: number, conversionRate: number | null) => ({
  value, payments: buyers, amountCents: netCents + refundedCents, refundedCents, netCents, buyers, contactsEntered, conversionRate,
});
const revenueExtras = {
  attribution: { touch: 'first', dimension: 'source', values: [attributed('newsletter', 89_400, 10_000, 2, 40, 0.05), attributed(null, 49_700, 0, 1, 12, 0.0833)], byProduct: [] },
  asOf: '2026-11-21T12:00:00.000Z',
  mrr: { mrrCents: 10_817, activeSubscriptions: 2, byPlan: [] },
  trialsDue: [{ subscriptionId: 'sub_1', plan: 'premium_trial', email: 'fay@acme.io', trialEndsAt: '2026-11-24T12:00:00.000Z', amountCents: 7_900 }],
  trialsDueCount: 1,
  trialsDueAmountCents: 7_900,
};
const revenueBySource = [
  { product: 'framework_session', source: 'newsletter', payments: 2, amountCents: 99_400, refundedCents: 10_000, netCents: 89_400 },
  { product: 'framework_session', source: null, payments: 1, amountCents: 49_700, refundedCents: 0, netCents: 49_700 },
];

const timeline: ContactTimelineResponse = {
  contactId: contact.id,
  email: contact.email,
  truncated: false,
  events: [
    { eventId: 'e3', type: 'PaymentSucceeded', at: '2026-11-21T10:00:00.000Z', summary: 'Paid $497 for framework_session', sessionId: null, data: {} },
    { eventId: 'e2', type: 'BreakdownEmailRequested', at: '2026-11-20T10:05:00.000Z', summary: 'Requested the pitch breakdown email', sessionId: 's', data: {} },
    { eventId: 'e1', type: 'PageViewed', at: '2026-11-20T10:00:00.000Z', summary: 'Viewed /', sessionId: 's', data: {} },
  ],
};

const unauthorized = { status: 401, body: { success: false, statusCode: 401, error: 'Unauthorized', fields: [] } };

interface ApiOptions {
  /** Whether the browser arrives with a live admin session. */
  session?: 'live' | 'none';
  contacts?: AdminContact[];
  /** Holds the contact list's answer back. */
  contactsPending?: boolean;
  total?: number;
}

/** Revenue by touch answers with the touch and field asked (the rows stay the same here). */
function askedAttribution(url: string) {
  const asked = new URL(url, 'http://localhost').searchParams;
  return { touch: asked.get('touch') ?? 'first', dimension: asked.get('dimension') ?? 'source' };
}

/** The admin API as the server answers it: the login takes 'right-password'. */
function api({ session = 'live', contacts = [contact], contactsPending = false, total = contacts.length }: ApiOptions = {}) {
  let loggedIn = session === 'live';
  return stubFetch((call: StubCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/login') {
      loggedIn = (call.body as { password: string }).password === 'right-password';
      return loggedIn ? { status: 204 } : { status: 401, body: { success: false, statusCode: 401, error: 'Invalid password. Please try again.', fields: [] } };
    }
    if (path === '/api/admin/logout') {
      loggedIn = false;
      return { status: 204 };
    }
    if (path === '/api/admin/session') return { status: 200, body: { authenticated: loggedIn } };
    if (!loggedIn) return unauthorized;
    if (path === '/api/contacts') return contactsPending ? new Promise(() => {}) : { status: 200, body: { contacts, total, page: 1, pageSize: 50 } };
    if (path.endsWith('/timeline')) return { status: 200, body: timeline };
    if (path === '/api/admin/revenue') return { status: 200, body: { from: null, to: null, products: [{ product: 'framework_session', payments: 3, amountCents: 149_100, refundedCents: 10_000, netCents: 139_100, buyers: 3 }], days: [], bySource: revenueBySource, totalPayments: 3, totalAmountCents: 149_100, totalRefundedCents: 10_000, totalNetCents: 139_100, totalBuyers: 3, ...revenueExtras, attribution: { ...revenueExtras.attribution, ...askedAttribution(call.url) } } };
    if (path === '/api/admin/summary') return { status: 200, body: summary };
    if (path === '/api/admin/funnel') {
      const compared = new URL(call.url, 'http://localhost').searchParams.get('compare') === 'previous';
      return { status: 200, body: { ...funnel(10), ...(compared ? { previous: funnel(8) } : {}) } };
    }
    if (path === '/api/admin/funnel/conversion') return { status: 200, body: call.url.includes('breakdown=campaign') ? byCampaign : conversion };
    if (path === '/api/admin/traffic') return { status: 200, body: { from: '2026-10-23', to: '2026-11-21', days: [], topPaths: [] } };
    if (path === '/api/admin/utm') return { status: 200, body: { from: null, to: null, sources: [] } };
    if (path === '/api/admin/annotations') return { status: 200, body: { timeZone: 'UTC', from: '2026-10-23', to: '2026-11-21', annotations: [] } };
    if (path === '/api/admin/referrals') return { status: 200, body: { referrals, total: referrals.length } };
    return { status: 404, body: {} };
  });
}

const summary = ADMIN_SUMMARY;

/** A funnel whose first step had `home` contacts. */
const funnel = (home: number): AdminFunnelResponse => ({
  timeZone: 'UTC',
  from: null,
  to: null,
  steps: [{ step: 'home', contacts: home, events: home, reachedOrBeyond: home, conversionFromPrevious: null, dropOffFromPrevious: 0, dropOffRate: null }],
  otherSteps: [],
});

const noTime = { medianSeconds: null, p90Seconds: null, histogram: [] };
const conversion: AdminConversionResponse = {
  timeZone: 'UTC',
  from: null,
  to: null,
  window: '14d',
  windowSeconds: 14 * 86_400,
  asOf: '2026-11-21T12:00:00.000Z',
  steps: [
    { step: 'home', people: 40, dropped: 0, stillInWindow: 0, conversionFromPrevious: null, conversionFromFirst: 1, timeToConvert: null },
    { step: 'landing', people: 10, dropped: 30, stillInWindow: 4, conversionFromPrevious: 0.25, conversionFromFirst: 0.25, timeToConvert: { ...noTime, medianSeconds: 720, p90Seconds: 12_600 } },
    { step: 'completed', people: 0, dropped: 10, stillInWindow: 10, conversionFromPrevious: 0, conversionFromFirst: 0, timeToConvert: noTime },
  ],  breakdown: null,
};

/** The same funnel by campaign, last touch: spring's row and the people with no campaign. */
const byCampaign: AdminConversionResponse = {
  ...conversion,
  breakdown: {
    by: 'campaign',
    touch: 'last',
    rows: [
      { kind: 'value', value: 'spring', touch: 'last', steps: conversion.steps.map((s, i) => ({ ...s, people: [30, 9, 0][i] })) },
      { kind: 'none', value: null, touch: 'last', steps: conversion.steps.map((s, i) => ({ ...s, people: [10, 1, 0][i] })) },
    ],
  },
};

/** The search of the page's address, as the router last set it. */
let address = '';
function Address() {
  address = useLocation().search;
  return null;
}

function renderPage(at = '/admin-dashboard') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  const { unmount } = renderRouted(
    <>
      <AdminDashboardPage />
      <Address />
    </>,
    { at, withStore: true },
  );
  return Object.assign(user, { unmount });
}

const passwordField = () => screen.getByLabelText('Admin password') as HTMLInputElement;
const contactSearches = (calls: StubCall[]) => callsTo(calls, '').filter((c) => c.url.includes('/api/contacts?')).map((c) => c.url.split('?')[1]);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the gate', () => {
  it('says a wrong password is invalid and clears the field', async () => {
    const calls = api({ session: 'none' });
    const user = renderPage();
    await user.type(await screen.findByLabelText('Admin password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Unlock Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password. Please try again.');
    expect(passwordField()).toHaveValue('');
    expect(sentBodies(calls, '/api/admin/login')).toEqual([{ password: 'guess' }]);
    expect(contactSearches(calls)).toEqual([]);
  });

  it('opens the dashboard for the right password', async () => {
    api({ session: 'none' });
    const user = renderPage();
    await user.type(await screen.findByLabelText('Admin password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Unlock Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitchlens Admin Dashboard' })).toBeInTheDocument();
  });

  it('skips the gate when this browser session is already signed in', async () => {
    api({ session: 'live' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitchlens Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin password')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: contact.email })).toBeInTheDocument();
  });

  it('returns to the gate on Log out', async () => {
    const calls = api({ session: 'live' });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(callsTo(calls, '/api/admin/logout')).toHaveLength(1);
  });
});

describe('the contact table', () => {
  it('says it is loading until the contacts arrive', async () => {
    api({ contactsPending: true });
    renderPage();
    expect(await screen.findByText('Loading contacts...')).toBeInTheDocument();
  });

  it('says when no contact matches', async () => {
    api({ contacts: [] });
    renderPage();
    expect(await screen.findByText('No contacts found matching your criteria')).toBeInTheDocument();
  });

  it('asks for the chosen step, the debounced email, the dates and the clicked sort', async () => {
    const calls = api();
    const user = renderPage();
    await screen.findByRole('button', { name: contact.email });
    await user.selectOptions(screen.getByLabelText('Funnel step'), 'trial_checkout');
    await user.type(screen.getByLabelText('Search by email'), 'ann@');
    // Typing asks nothing until it pauses.
    expect(contactSearches(calls).some((s) => s.includes('email='))).toBe(false);
    await act(async () => jest.advanceTimersByTime(300));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(contactSearches(calls).at(-1)).toBe('step=trial_checkout&email=ann%40&from=2026-11-01&sort=lastActivity&order=desc&page=1&pageSize=50'));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(contactSearches(calls).at(-1)).toBe('step=trial_checkout&email=ann%40&from=2026-11-01&sort=email&order=desc&page=1&pageSize=50'),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/contacts.csv?step=trial_checkout&email=ann%40&from=2026-11-01&sort=email&order=desc',
    );
    expect(callsTo(calls, '').some((c) => c.url.includes('/api/admin/funnel?from=2026-11-01'))).toBe(true);
  });

  it('pages through the contacts', async () => {
    const calls = api({ total: 120 });
    const user = renderPage();
    expect(await screen.findByText('Page 1 of 3 · 120 contacts with an email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(contactSearches(calls).at(-1)).toBe('sort=lastActivity&order=desc&page=2&pageSize=50'));
    expect(await screen.findByText('Page 2 of 3 · 120 contacts with an email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('counts anonymous visitors only when the switch says so', async () => {
    const calls = api({ total: 120 });
    const user = renderPage();
    await screen.findByText('Page 1 of 3 · 120 contacts with an email');
    const toggle = screen.getByRole('checkbox', { name: 'Include anonymous visitors' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(contactSearches(calls).at(-1)).toBe('includeAnonymous=true&sort=lastActivity&order=desc&page=1&pageSize=50'));
    expect(await screen.findByText('Page 1 of 3 · 120 contacts, anonymous visitors included')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/contacts.csv?includeAnonymous=true&sort=lastActivity&order=desc');
  });

  it('asks for the contacts again every 30 seconds', async () => {
    const calls = api();
    renderPage();
    await screen.findByRole('button', { name: contact.email });
    const before = contactSearches(calls).length;
    await act(async () => jest.advanceTimersByTime(30_000));
    await waitFor(() => expect(contactSearches(calls).length).toBe(before + 1));
  });

  it("opens a contact's drawer with their timeline, newest first", async () => {
    const calls = api();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: contact.email }));
    const drawer = await screen.findByRole('dialog', { name: 'Ann Lee' });
    const entries = await within(drawer).findAllByRole('listitem');
    expect(entries.map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Paid $497 for framework_session',
      'Requested the pitch breakdown email',
      'Viewed /',
    ]);
    expect(within(drawer).getByText('linkedin')).toBeInTheDocument();
    expect(callsTo(calls, `/api/admin/contacts/${contact.id}/timeline`)).toHaveLength(1);
  });

  it("offers the contact's data as a JSON file, downloaded with the admin session", async () => {
    api();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: contact.email }));
    const exportLink = within(await screen.findByRole('dialog', { name: 'Ann Lee' })).getByRole('link', { name: 'Export data' });
    expect(exportLink).toHaveAttribute('href', `/api/admin/contacts/${contact.id}/export`);
    expect(exportLink).toHaveAttribute('download', `contact-${contact.id}.json`);
  });
});

describe('the reports', () => {
  it('shows revenue per product in dollars and offers the Operations tab', async () => {
    api();
    const user = renderPage();
    expect(await screen.findByText(/^Total:/)).toHaveTextContent('Total: $1,391 net from 3 payments ($1,491 taken, $100 refunded)');
    const bySource = screen.getByRole('table', { name: 'Revenue by the buyer’s first-touch source' });
    expect([...bySource.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['Framework Mapping Sessionnewsletter2$994$100$894', 'Framework Mapping SessionNo source1$497$0$497']);
    const referred = screen.getByRole('region', { name: 'Referral list' });
    expect(referred).toHaveTextContent('Marco Diaz <marco@vector.io>');
    expect(referred).toHaveTextContent('Invited');
    expect(referred).toHaveTextContent('Not yet');
    await user.click(screen.getByRole('tab', { name: 'Operations' }));
    expect(await screen.findByText('Operations stand-in')).toBeInTheDocument();
  });
});

describe('revenue by touch', () => {
  it('shows net revenue, refunds, buyers and conversion per value, recurring revenue and the trials due', async () => {
    api();
    renderPage();
    const byTouch = await screen.findByRole('table', { name: 'Revenue by first touch: source' });
    expect([...byTouch.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['newsletter$894$1002405%', '(none)$497$01128.3%']);
    expect(screen.getByText(/^Monthly recurring revenue:/)).toHaveTextContent('Monthly recurring revenue: $108.17 from 2 active subscriptions');
    const trials = screen.getByRole('table', { name: 'Trials converting in the next 7 days: $79' });
    expect(within(trials).getByRole('rowheader')).toHaveTextContent('Premium');
    expect(trials).toHaveTextContent('fay@acme.io');
  });

  it.each([
    ['the net revenue card', /^\$1,391: show the 3 people, every buyer in the range$/, '', 'Revenue: buyers, 2026-11-08 to 2026-11-14'],
    ['a product', /^3: show the 3 people, the buyers of Framework Mapping Session$/, '&cohortProduct=framework_session', 'Revenue: buyers of Framework Mapping Session, 2026-11-08 to 2026-11-14'],
    ['a last-touch row', /^2: show the 2 people, the buyers credited to referring site newsletter$/, '&cohortDimension=referrer&cohortTouch=last&cohortRow=value&cohortValue=newsletter', 'Revenue: buyers, referrer newsletter by last touch before paying, 2026-11-08 to 2026-11-14'],
    ['the (none) row', /^1: show the person, the buyers credited to referring site \(none\)$/, '&cohortDimension=referrer&cohortTouch=last&cohortRow=none', 'Revenue: buyers, referrer (none) by last touch before paying, 2026-11-08 to 2026-11-14'],
  ])('opens the buyers behind %s in the contact table, its CSV and the address', async (_figure, button, row, words) => {
    const calls = api({ total: 3 });
    const user = renderPage('/admin-dashboard?from=2026-11-08&to=2026-11-14&revenueTouch=last&revenueBy=referrer');
    await user.click(await screen.findByRole('button', { name: button }));
    const cohort = `cohort=revenue&cohortFrom=2026-11-08&cohortTo=2026-11-14${row}`;
    await waitFor(() => expect(address).toContain(cohort));
    expect(await screen.findByText(words)).toBeInTheDocument();
    await waitFor(() => expect(contactSearches(calls).at(-1)).toBe(`${cohort}&includeAnonymous=true&sort=lastActivity&order=desc&page=1&pageSize=50`));
    expect(screen.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', `/api/contacts.csv?${cohort}&includeAnonymous=true&sort=lastActivity&order=desc`);
  });

  it('by keyboard: the touch and field chosen are asked for and kept in the address', async () => {
    const calls = api();
    const user = renderPage();
    await screen.findByRole('table', { name: 'Revenue by first touch: source' });
    screen.getByLabelText('Credit to').focus();
    await user.selectOptions(screen.getByLabelText('Credit to'), 'last');
    await user.tab();
    expect(screen.getByLabelText('Group by')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Group by'), 'referrer');
    await waitFor(() => expect(address).toContain('revenueTouch=last&revenueBy=referrer'));
    await waitFor(() => expect(callsTo(calls, '').some((c) => c.url.includes('/api/admin/revenue?touch=last&dimension=referrer'))).toBe(true));
    user.unmount();

    renderPage('/admin-dashboard?revenueTouch=last&revenueBy=referrer');
    expect(await screen.findByLabelText('Credit to')).toHaveValue('last');
    expect(screen.getByLabelText('Group by')).toHaveValue('referrer');
  });
});

describe('the address', () => {
  it('holds the chosen range, filters, order and page, and a reload shows the same view', async () => {
    api({ total: 120 });
    const user = renderPage();
    await screen.findByText('Page 1 of 3 · 120 contacts with an email');
    // The email search stays out of the address, as personal data does.
    await user.type(screen.getByLabelText('Search by email'), 'ann@');
    await act(async () => jest.advanceTimersByTime(300));
    await user.selectOptions(screen.getByLabelText('Funnel step'), 'landing');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await user.click(screen.getByRole('checkbox', { name: 'Include anonymous visitors' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const chosen = 'step=landing&from=2026-11-01&to=2026-11-20&includeAnonymous=true&sort=email&page=2';
    await waitFor(() => expect(address).toBe(`?${chosen}`));
    user.unmount();

    const calls = api({ total: 120 });
    renderPage(`/admin-dashboard?${chosen}`);
    expect(await screen.findByText('Page 2 of 3 · 120 contacts, anonymous visitors included')).toBeInTheDocument();
    expect(screen.getByLabelText('Funnel step')).toHaveValue('landing');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('Search by email')).toHaveValue('');
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
    expect(contactSearches(calls)).toEqual(['step=landing&from=2026-11-01&to=2026-11-20&includeAnonymous=true&sort=email&order=desc&page=2&pageSize=50']);
    for (const report of ['funnel', 'traffic', 'utm', 'revenue']) {
      expect(callsTo(calls, '').some((c) => c.url.endsWith(`/api/admin/${report}?from=2026-11-01&to=2026-11-20`))).toBe(true);
    }
  });

  it('shows the conversion funnel for the window and steps chosen, and keeps them in the address', async () => {
    const calls = api();
    const user = renderPage('/admin-dashboard');
    const table = await screen.findByRole('table', { name: /^Conversion/ });
    const landing = within(table).getByRole('rowheader', { name: 'Landing' }).closest('tr') as HTMLElement;
    expect(within(landing).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', '25%', '25%', '30', '4', '12 min', '3.5 h']);

    await user.selectOptions(screen.getByLabelText('Conversion window'), '1d');
    await user.click(screen.getByRole('checkbox', { name: 'Breakdown download' }));
    await waitFor(() => expect(address).toContain('window=1d'));
    expect(address).toContain(`steps=${encodeURIComponent('home,landing,trial_checkout,premium_checkout,framework_session,completed')}`);
    await waitFor(() =>
      expect(callsTo(calls, '').some((c) => c.url.includes('/api/admin/funnel/conversion?') && c.url.includes('window=1d') && !c.url.includes('breakdown_download'))).toBe(true),
    );
  });

  it('sets the figures against the previous period when asked, and keeps that in the address', async () => {
    const calls = api();
    const user = renderPage('/admin-dashboard?from=2026-11-08&to=2026-11-14');
    await screen.findByRole('table', { name: /^Funnel/ });
    const homeContacts = () => {
      const table = screen.getByRole('table', { name: /^Funnel/ });
      return within(within(table).getByRole('rowheader', { name: 'Home' }).closest('tr') as HTMLElement).getAllByRole('cell')[0];
    };
    await waitFor(() => expect(homeContacts()).toHaveTextContent(/^10$/));
    await user.click(screen.getByRole('checkbox', { name: 'Compare with the previous period' }));
    await waitFor(() => expect(address).toContain('compare=previous'));
    await waitFor(() => expect(homeContacts()).toHaveTextContent('10 (+2, +25%)'));
    const pageViews = screen.getByText('Page views today').closest('li') as HTMLElement;
    // The week before had no page views: there is nothing to be relative to.
    expect(pageViews).toHaveTextContent('+4, +50% vs yesterday; week new vs the 7 days before');
    expect(screen.getByText('Total contacts').closest('li')).toHaveTextContent('6 new in the last 7 days (+2, +50% vs the 7 before)');
    for (const report of ['funnel', 'utm', 'revenue']) {
      expect(callsTo(calls, '').some((c) => c.url.endsWith(`/api/admin/${report}?from=2026-11-08&to=2026-11-14&compare=previous`))).toBe(true);
    }
  });

  it('opens the people behind a funnel figure in the contact table, its CSV and the address, until asked for every contact', async () => {
    const calls = api({ total: 10 });
    const user = renderPage('/admin-dashboard?from=2026-11-08&to=2026-11-14&step=landing');
    await user.click(await screen.findByRole('button', { name: /^10: show the 10 people, first reaching Home$/ }));
    const cohort = 'cohort=funnel&cohortFrom=2026-11-08&cohortTo=2026-11-14&cohortStep=home&cohortCell=contacts';
    await waitFor(() => expect(address).toContain(cohort));
    expect(await screen.findByText('Funnel: contacts first reaching Home, 2026-11-08 to 2026-11-14')).toBeInTheDocument();
    // Asked alone, anonymous visitors included as the funnel counts them: the filters above do not narrow it.
    await waitFor(() => expect(contactSearches(calls).at(-1)).toBe(`${cohort}&includeAnonymous=true&sort=lastActivity&order=desc&page=1&pageSize=50`));
    expect(await screen.findByText(/10 people behind the figure/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', `/api/contacts.csv?${cohort}&includeAnonymous=true&sort=lastActivity&order=desc`);
    await user.click(screen.getByRole('button', { name: 'Show all contacts' }));
    await waitFor(() => expect(address).not.toContain('cohort'));
    await waitFor(() => expect(contactSearches(calls).at(-1)).toBe('step=landing&from=2026-11-08&to=2026-11-14&sort=lastActivity&order=desc&page=1&pageSize=50'));
  });

  it('breaks the conversion funnel down by the dimension and touch chosen, a table per row, and keeps them in the address', async () => {
    const calls = api();
    const user = renderPage('/admin-dashboard');
    await screen.findByRole('table', { name: /^Conversion/ });
    expect(screen.queryByLabelText('Touch')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Break down by'), 'campaign');
    await user.selectOptions(screen.getByLabelText('Touch'), 'last');
    await waitFor(() => expect(address).toContain('breakdown=campaign&touch=last'));
    await waitFor(() => expect(callsTo(calls, '').some((c) => c.url.includes('breakdown=campaign&touch=last'))).toBe(true));
    const overview = await screen.findByRole('table', { name: /^People who reached each step in order, by campaign/ });
    const spring = within(overview).getByRole('rowheader', { name: 'spring' }).closest('tr') as HTMLElement;
    expect(within(spring).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Last touch before entering', '30', '9', '0']);
    const none = screen.getByRole('table', { name: 'Campaign: (none) (last touch before entering)' });
    expect(within(within(none).getByRole('rowheader', { name: 'Landing' }).closest('tr') as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('1');
    // Each row's table scrolls on its own on a narrow screen, so the keyboard can reach it.
    expect(screen.getByRole('region', { name: 'Campaign: spring (last touch before entering)' })).toHaveAttribute('tabindex', '0');

    await user.selectOptions(screen.getByLabelText('Break down by'), '');
    await waitFor(() => expect(address).not.toContain('breakdown'));
    expect(address).not.toContain('touch');
  });

  it('opens on the breakdown the address names', async () => {
    api();
    renderPage('/admin-dashboard?breakdown=campaign&touch=last');
    expect(await screen.findByRole('table', { name: 'Campaign: spring (last touch before entering)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Break down by')).toHaveValue('campaign');
    expect(screen.getByLabelText('Touch')).toHaveValue('last');
  });

  it('keeps two steps at least: the last two checked cannot be unchecked', async () => {
    api();
    renderPage('/admin-dashboard?steps=landing,home');
    expect(await screen.findByRole('checkbox', { name: 'Landing' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Home' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Completed' })).toBeEnabled();
  });

  it('opens on the tab the address names', async () => {
    api();
    renderPage('/admin-dashboard?tab=operations');
    expect(await screen.findByText('Operations stand-in')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Operations' })).toHaveAttribute('aria-selected', 'true');
  });
});
