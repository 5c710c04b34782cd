import { ANNOTATION_ENDPOINTS } from './annotation-endpoints';
import type { Endpoint } from './hostile-requests';

const SESSION_ID = 'session-hostile-01';
const EVENT_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

/** Every route the controllers declare, and the Stripe webhook: each with valid input to start from. */
export const API_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/track-page-view', body: { path: '/features', title: 'Features', referrer: 'https://www.google.com/', sessionId: SESSION_ID, utmSource: 'linkedin', occurredAt: '2026-01-01T00:00:00.000Z' } },
  { method: 'POST', path: '/api/track-funnel-step', body: { step: 'landing', email: 'ana@acme.io', stepData: { plan: 'premium', amount: 708 }, eventId: EVENT_ID } },
  {
    method: 'POST',
    path: '/api/track-contact',
    body: { email: 'ana@acme.io', currentFunnelStep: 'landing', firstName: 'Ana', metadata: { isAnonymous: false, sessionId: SESSION_ID, visitedAt: '2026-01-01T00:00:00.000Z' } },
  },
  { method: 'POST', path: '/api/track-download', body: { downloadType: 'tactics-csv', email: 'ana@acme.io' } },
  {
    method: 'POST',
    path: '/api/referrals/submit',
    body: { name: 'Priya Shah', email: 'priya@brightsales.com', referral1Name: 'Marco Diaz', referral1Email: 'marco@vectorcloud.io', referral1Title: 'VP Sales', referral1Company: 'VectorCloud', consent: true },
  },
  { method: 'POST', path: '/api/send-breakdown-email', body: { email: 'kim@contoso.com', firstName: 'Kim' } },
  { method: 'GET', path: '/api/giveaway/books-remaining' },
  { method: 'POST', path: '/api/privacy-requests', body: { email: 'ana@acme.io', kind: 'export' } },
  { method: 'POST', path: '/api/privacy-requests/confirm', body: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
  { method: 'GET', path: '/api/privacy/policy' },
  { method: 'GET', path: '/api/download/tactics-csv' },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/health/live' },
  { method: 'GET', path: '/api/health/ready' },
  { method: 'GET', path: '/api/metrics' },

  { method: 'GET', path: '/api/payments/config' },
  { method: 'POST', path: '/api/create-framework-payment', body: { customerEmail: 'ana@acme.io', amount: 497, description: 'Framework', customerToken: 'token', eventId: EVENT_ID } },
  { method: 'POST', path: '/api/create-premium-subscription', body: { billingCycle: 'monthly', email: 'ana@acme.io', priceAmount: 79, description: 'Premium' } },
  { method: 'POST', path: '/api/create-trial-payment', body: { email: 'ana@acme.io' } },
  { method: 'POST', path: '/api/create-payment-intent', body: { amount: 997, description: 'Pilot', metadata: { product: 'pilot', program: 'enterprise' } } },
  { method: 'POST', path: '/api/checkout-buyer', body: { clientSecret: 'pi_123_secret_abc', email: 'ana@acme.io', sessionId: SESSION_ID, eventId: EVENT_ID } },
  { method: 'POST', path: '/api/pay-with-saved-card', body: { sessionId: SESSION_ID, eventId: EVENT_ID } },
  { method: 'POST', path: '/api/store-customer', body: { email: 'ana@acme.io', paymentIntentId: 'pi_123', paymentIntentClientSecret: 'pi_123_secret_abc', firstName: 'Ana', lastName: 'Lee' } },
  // Its x-customer-token header is among every request's hostile headers.
  { method: 'GET', path: '/api/customer' },
  { method: 'POST', path: '/api/stripe/webhook', body: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_123' } } } },

  { method: 'POST', path: '/api/proposal/unlock', body: { password: 'pitchlens-proposal' } },
  { method: 'GET', path: '/api/proposal' },

  { method: 'POST', path: '/api/admin/login', body: { password: 'not-the-password' } },
  { method: 'POST', path: '/api/admin/logout', session: 'never' },
  { method: 'GET', path: '/api/admin/session', session: 'admin' },
  {
    method: 'GET',
    path: '/api/contacts',
    session: 'admin',
    query: { step: 'landing', email: 'acme', from: '2026-01-01', to: '2026-12-31', sort: 'createdAt', order: 'desc', page: '1', pageSize: '10', includeAnonymous: 'true' },
  },
  { method: 'GET', path: '/api/contacts.csv', session: 'admin', query: { step: 'all', email: 'acme', from: '2026-01-01T00:00:00Z', includeAnonymous: 'false' } },
  // The people behind a figure: a conversion funnel's cell, its report's question attacked field by field.
  {
    method: 'GET',
    path: '/api/contacts',
    session: 'admin',
    query: {
      cohort: 'conversion',
      cohortFrom: '2026-01-01',
      cohortTo: '2026-01-31',
      cohortSteps: 'home,landing,trial_checkout',
      cohortWindow: '7d',
      cohortStep: '2',
      cohortCell: 'stillInWindow',
      cohortAsOf: '2026-02-01T00:00:00Z',
      cohortBreakdown: 'campaign',
      cohortTouch: 'last',
      cohortRow: 'value',
      cohortValue: 'spring',
      includeAnonymous: 'true',
    },
  },
  { method: 'GET', path: '/api/contacts.csv', session: 'admin', query: { cohort: 'utm', cohortSource: 'linkedin', cohortCell: 'identifiedContacts', cohortFrom: '2026-01-01', cohortTo: '2026-01-31' } },
  // The buyers behind a revenue-by-touch row of one product.
  ...['/api/contacts', '/api/contacts.csv'].map(
    (path): Endpoint => ({
      method: 'GET',
      path,
      session: 'admin',
      query: { cohort: 'revenue', cohortFrom: '2026-01-01', cohortTo: '2026-01-31', cohortProduct: 'framework_session', cohortTouch: 'last', cohortDimension: 'campaign', cohortRow: 'value', cohortValue: 'spring' },
    }),
  ),
  // The summary takes no range: its figures are today's and the last week's.
  { method: 'GET', path: '/api/admin/summary', session: 'admin' },
  ...['funnel', 'traffic', 'utm'].map((report): Endpoint => ({ method: 'GET', path: `/api/admin/${report}`, session: 'admin', query: { from: '2026-01-01', to: '2026-01-31', compare: 'previous' } })),
  { method: 'GET', path: '/api/admin/revenue', session: 'admin', query: { from: '2026-01-01', to: '2026-01-31', touch: 'last', dimension: 'campaign', compare: 'previous' } },
  {
    method: 'GET',
    path: '/api/admin/funnel/conversion',
    session: 'admin',
    query: { from: '2026-01-01', to: '2026-01-31', steps: 'home,landing,trial_checkout', window: '7d', breakdown: 'campaign', touch: 'last', compare: 'previous' },
  },
  { method: 'GET', path: '/api/admin/referrals', session: 'admin' },
  { method: 'GET', path: '/api/admin/contacts/:id/timeline', session: 'admin', params: { id: '7d444840-9dc0-11d1-b245-5ffdce74fad2' } },
  { method: 'GET', path: '/api/admin/contacts/:id/export', session: 'admin', params: { id: '7d444840-9dc0-11d1-b245-5ffdce74fad2' } },
  { method: 'POST', path: '/api/admin/erasures', session: 'admin', body: { email: 'erase.me@acme.io' } },
  { method: 'GET', path: '/api/admin/erasures', session: 'admin' },
  { method: 'GET', path: '/api/admin/erasures/:id', session: 'admin', params: { id: '7d444840-9dc0-11d1-b245-5ffdce74fad2' } },
  { method: 'GET', path: '/api/admin/operations/projectors', session: 'admin' },
  { method: 'POST', path: '/api/admin/operations/replay', session: 'admin', body: { projector: 'traffic' } },
  { method: 'GET', path: '/api/admin/operations/replay/:jobId', session: 'admin', params: { jobId: 'replay-1' } },
  { method: 'GET', path: '/api/admin/operations/report-time-zone', session: 'admin' },
  { method: 'GET', path: '/api/admin/operations/rebuild', session: 'admin' },
  { method: 'GET', path: '/api/admin/operations/read-replica', session: 'admin' },
  { method: 'POST', path: '/api/admin/operations/report-time-zone', session: 'admin', body: { timeZone: 'Europe/London' } },
  { method: 'GET', path: '/api/admin/operations/failed-emails', session: 'admin' },
  { method: 'POST', path: '/api/admin/operations/failed-emails/:id/retry', session: 'admin', params: { id: 'email-1' } },
  { method: 'POST', path: '/api/admin/payments/:paymentIntentId/refund', session: 'admin', params: { paymentIntentId: 'pi_123' }, body: { amountCents: 1_000 } },
  ...ANNOTATION_ENDPOINTS,
  { method: 'GET', path: '/api/admin/referrals/payouts', session: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/referrals/:referralId/demo-attended',
    session: 'admin',
    params: { referralId: '7d444840-9dc0-11d1-b245-5ffdce74fad2' },
    body: { attendedAt: '2026-01-05T15:30:00.000Z', recordedBy: 'ops@pitchlens.test' },
  },
  { method: 'POST', path: '/api/admin/referrals/:referralId/payout-paid', session: 'admin', params: { referralId: '7d444840-9dc0-11d1-b245-5ffdce74fad2' }, body: { paidBy: 'ops@pitchlens.test' } },
  { method: 'POST', path: '/api/admin/payments/:paymentIntentId/refund', session: 'admin', params: { paymentIntentId: 'pi_123' }, body: { amountCents: 1_000 } },  { method: 'GET', path: '/api/admin/operations/notifications', session: 'admin' },
  { method: 'POST', path: '/api/admin/operations/notifications', session: 'admin', body: { kind: 'visitors', enabled: false } },
  { method: 'GET', path: '/api/admin/visitors', session: 'admin', query: { from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:05:00.000+01:00' } },
  { method: 'GET', path: '/api/admin/visitors/now', session: 'admin', query: { at: '2026-01-01T00:05:00Z' } },
  { method: 'POST', path: '/api/admin/share-links', session: 'admin', body: { label: 'Board, December', expiresAt: '2099-01-01T00:00:00Z' } },
  { method: 'GET', path: '/api/admin/share-links', session: 'admin' },
  { method: 'POST', path: '/api/admin/share-links/:id/revoke', session: 'admin', params: { id: '7d444840-9dc0-11d1-b245-5ffdce74fad2' } },
];

/** The site's own routes (api/src/site) and addresses no route claims. */
export const OTHER_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/features' },
  { method: 'GET', path: '/sitemap.xml' },
  { method: 'GET', path: '/favicon.svg' },
  { method: 'GET', path: '/no-such-page/:rest', params: { rest: 'x' } },
  { method: 'GET', path: '/api/no-such-endpoint' },
  { method: 'POST', path: '/api/no-such-endpoint', body: { a: 1 } },
];
