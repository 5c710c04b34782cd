import type { AdminReferralPayout, AdminReferralPayoutsResponse } from '@pitchlens/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouted } from '../../../../test/render-routed';
import { REFERRAL } from '../../../../test/admin-fixtures';
import { sentBodies, stubFetch } from '../../../../test/stub-fetch';
import { ReferralsSection } from './referrals-section';

const REFERRAL_ID = REFERRAL.referralId;
const payout = (state: AdminReferralPayout['state'], extra: Partial<AdminReferralPayout> = {}): AdminReferralPayout => ({
  referralId: REFERRAL_ID,
  referredName: 'Marco Diaz',
  referredEmail: 'marco@vector.io',
  company: 'Vector',
  companyKey: 'vector.io',
  submittedAt: '2026-11-20T10:00:00.000Z',
  demoAttendedAt: '2026-11-21T15:00:00.000Z',
  demoRecordedBy: 'ops@pitchlens.test',
  state,
  refusal: null,
  dueBy: '2026-11-22T15:00:00.000Z',
  overdue: state === 'owed',
  paidBy: null,
  paidAt: null,
  ...extra,
});
const report = (payouts: AdminReferralPayout[]): AdminReferralPayoutsResponse => ({
  asOf: '2026-11-23T00:00:00.000Z',
  giftCardCents: 2500,
  totals: { owed: payouts.filter((p) => p.state === 'owed').length, paid: 0, refused: payouts.filter((p) => p.state === 'refused').length },
  referrers: [{ referrerName: 'Priya Shah', referrerEmail: 'priya@bright.com', owed: 1, paid: 0, refused: 0, payouts }],
});

function api(payouts: AdminReferralPayout[]) {
  return stubFetch((call) => {
    if (call.url.endsWith('/api/admin/referrals')) return { status: 200, body: { referrals: [REFERRAL], total: 1 } };
    if (call.url.endsWith('/api/admin/referrals/payouts')) return { status: 200, body: report(payouts) };
    if (call.url.includes(`/api/admin/referrals/${REFERRAL_ID}/`)) return { status: 202, body: { referralId: REFERRAL_ID, duplicate: false } };
    return { status: 404, body: {} };
  });
}

it('records a demo with the time chosen and the team member’s address, remembered for the session', async () => {
  const calls = api([]);
  const user = userEvent.setup();
  renderRouted(<ReferralsSection />, { withStore: true });
  await user.type(screen.getByLabelText('Your email address (recorded with each demo and payout)'), 'ops@pitchlens.test');
  await user.click(await screen.findByRole('button', { name: 'Mark demo attended: Marco Diaz' }));
  const form = screen.getByRole('form', { name: 'Record the demo of Marco Diaz' });
  const heldAt = within(form).getByLabelText('Demo held at (your local time)');
  expect(heldAt).toHaveFocus();
  await user.clear(heldAt);
  await user.type(heldAt, '2026-11-21T15:30:00');
  await user.click(within(form).getByRole('button', { name: 'Record demo' }));
  expect(sentBodies(calls, `/api/admin/referrals/${REFERRAL_ID}/demo-attended`)).toEqual([{ attendedAt: new Date('2026-11-21T15:30:00').toISOString(), recordedBy: 'ops@pitchlens.test' }]);
  expect(sessionStorage.getItem('admin_team_address')).toBe('ops@pitchlens.test');
  expect(screen.getByText(/^0 owed \(\$0\), 0 paid, 0 refused/)).toBeInTheDocument();
});

it('lists each referrer’s payouts with their state and due-by, and marks an owed one paid by the team member', async () => {
  sessionStorage.setItem('admin_team_address', 'ops@pitchlens.test');
  const calls = api([payout('owed')]);
  const user = userEvent.setup();
  renderRouted(<ReferralsSection />, { withStore: true });
  const table = await screen.findByRole('table', { name: 'Priya Shah <priya@bright.com>: 1 owed, 0 paid, 0 refused' });
  expect(within(table).getByRole('row', { name: /Marco Diaz/ })).toHaveTextContent('Vector (vector.io)');
  expect(within(table).getByRole('row', { name: /Marco Diaz/ })).toHaveTextContent('(overdue)');
  expect(screen.getByText(/^1 owed \(\$25\)/)).toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: 'Mark paid: Marco Diaz' }));
  expect(sentBodies(calls, `/api/admin/referrals/${REFERRAL_ID}/payout-paid`)).toEqual([{ paidBy: 'ops@pitchlens.test' }]);
});

it('says why a payout was refused, and offers no Mark paid for it', async () => {
  api([payout('refused', { refusal: 'company-paid-within-60-days', dueBy: null, overdue: false })]);
  renderRouted(<ReferralsSection />, { withStore: true });
  const table = await screen.findByRole('table', { name: /^Priya Shah/ });
  expect(within(table).getByRole('row', { name: /Marco Diaz/ })).toHaveTextContent('Refused: company already earned one within 60 days');
  expect(within(table).queryByRole('button', { name: /Mark paid/ })).toBeNull();
});

it('sends the moment the step opened, to the millisecond, while the field still shows it (a demo in the referral’s own second stays after it)', async () => {
  jest.useFakeTimers();
  try {
    sessionStorage.setItem('admin_team_address', 'ops@pitchlens.test');
    const calls = api([]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    renderRouted(<ReferralsSection />, { withStore: true });
    const open = await screen.findByRole('button', { name: 'Mark demo attended: Marco Diaz' });
    jest.setSystemTime(new Date('2026-11-21T15:30:12.345Z'));
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Record demo' }));
    expect(sentBodies(calls, `/api/admin/referrals/${REFERRAL_ID}/demo-attended`)).toEqual([{ attendedAt: '2026-11-21T15:30:12.345Z', recordedBy: 'ops@pitchlens.test' }]);
    // Recorded, the step closes (the test ends once the page has settled, not while the answer is on its way).
    expect(await screen.findByRole('button', { name: 'Mark demo attended: Marco Diaz' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record the demo of Marco Diaz' })).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
