import type { AdminRevenueResponse, AdminVisitorsResponse } from '@pitchlens/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_SUMMARY } from '../../../test/admin-summary';
import { renderRouted } from '../../../test/render-routed';
import { stubFetch, type StubCall } from '../../../test/stub-fetch';
import SharedDashboardPage from './shared-dashboard-page';

// The drawings are covered by charts.spec.tsx; here what matters is which figures are asked for and shown.
for (const chart of ['funnel-chart', 'conversion-chart', 'breakdown-chart', 'traffic-chart', 'utm-chart', 'revenue-chart']) {
  jest.mock(`./components/charts/${chart}`, () => ({ __esModule: true, default: () => null }));
}

const now: AdminVisitorsResponse = {
  from: '2026-11-29T11:55:00.000Z',
  to: '2026-11-29T12:00:00.000Z',
  visitors: 3,
  pages: [{ path: '/features', visitors: 2 }, { path: '/', visitors: 1 }],
  sources: [{ source: null, visitors: 2 }, { source: 'linkedin', visitors: 1 }],
};
/** Revenue as a shared viewer gets it: trials due counted and summed, not listed. */
const revenue: AdminRevenueResponse = {
  timeZone: 'UTC',
  from: null,
  to: null,
  products: [],
  days: [],
  bySource: [],
  totalPayments: 0,
  totalAmountCents: 0,
  totalRefundedCents: 0,
  totalNetCents: 0,
  totalBuyers: 0,
  attribution: { touch: 'first', dimension: 'source', values: [], byProduct: [] },
  asOf: '2026-11-29T12:00:00.000Z',
  mrr: { mrrCents: 0, activeSubscriptions: 0, byPlan: [] },
  trialsDue: [],
  trialsDueCount: 2,
  trialsDueAmountCents: 15_800,
};
const refusal = (why: string) => ({ status: 401, body: { success: false, statusCode: 401, error: `Share link refused: ${why}.`, fields: [] } });

function openAt(hash: string, reply: (call: StubCall) => { status: number; body?: unknown }) {
  window.history.replaceState(null, '', `/admin-dashboard/shared${hash}`);
  const calls = stubFetch(reply);
  renderRouted(<SharedDashboardPage />, { at: '/admin-dashboard/shared', withStore: true });
  return calls;
}

const answer = (call: StubCall) => {
  const path = new URL(call.url, 'http://localhost').pathname;
  if (path === '/api/admin/summary') return { status: 200, body: ADMIN_SUMMARY };
  if (path === '/api/admin/visitors/now') return { status: 200, body: now };
  if (path === '/api/admin/revenue') return { status: 200, body: revenue };
  return { status: 404, body: {} };
};

it('asks every report with the token from the address as its bearer, and shows the figures and who is here now', async () => {
  const calls = openAt('#link.token.signature', answer);
  expect(await screen.findByRole('list', { name: 'Summary' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Summary' })).getByText('30')).toBeInTheDocument();
  const live = await screen.findByTestId('now-visitors');
  await waitFor(() => expect(live).toHaveTextContent('3 visitors in the last 5 minutes'));
  expect(live).toHaveAttribute('aria-live', 'polite');
  expect(within(screen.getByRole('list', { name: 'Current pages' })).getByText('/features')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Sources' })).getByText('Direct')).toBeInTheDocument();
  const asked = () => calls.map((call) => new URL(call.url, 'http://localhost').pathname);
  await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(['/api/admin/funnel', '/api/admin/funnel/conversion', '/api/admin/traffic', '/api/admin/utm', '/api/admin/revenue'])));
  for (const call of calls) expect(call.headers.get('authorization')).toBe('Bearer link.token.signature');
  // Only the figures: no people, no contacts, no referrals.
  expect(asked().filter((path) => /^\/api\/(contacts|admin\/referrals|admin\/contacts)/.test(path))).toEqual([]);
  expect(screen.queryByRole('heading', { name: 'Contacts' })).not.toBeInTheDocument();
  expect(await screen.findByText(/Trials converting in the next 7 days/)).toHaveTextContent('$158 from 2 trials');
});

it('says why a refused link shows nothing', async () => {
  openAt('#link.token.signature', () => refusal('the link has been revoked'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Share link refused: the link has been revoked.');
  expect(screen.queryByRole('list', { name: 'Summary' })).not.toBeInTheDocument();
});

it('asks nothing when the address holds no token', async () => {
  const calls = openAt('', answer);
  expect(await screen.findByRole('alert')).toHaveTextContent('This address holds no share link');
  expect(calls).toEqual([]);
});
