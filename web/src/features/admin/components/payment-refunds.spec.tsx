import type { ContactTimelineResponse, TimelineEntry } from '@pitchlens/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouted } from '../../../../test/render-routed';
import { callsTo, sentBodies, stubFetch } from '../../../../test/stub-fetch';
import { useGetAdminRevenueQuery } from '../api/admin-api';
import { PaymentRefunds, REFUND_POLLING_MS } from './payment-refunds';

const CONTACT = 'c-1';
const REFUND_PATH = '/api/admin/payments/pi_framework/refund';

const entry = (type: string, eventId: string, data: Record<string, unknown>): TimelineEntry => ({ eventId, type, at: '2026-11-20T10:00:00.000Z', summary: type, sessionId: null, data });
const paid = (paymentIntentId: string, product: string, amountCents: number) => entry('PaymentSucceeded', `paid-${paymentIntentId}`, { paymentIntentId, product, amountCents, currency: 'usd' });
const refunded = (refundId: string, paymentIntentId: string, amountCents: number) => entry('PaymentRefunded', `refunded-${refundId}`, { refundId, paymentIntentId, amountCents, currency: 'usd' });

/** What the revenue report would ask; here it only counts the reads. */
function RevenueProbe() {
  useGetAdminRevenueQuery({});
  return null;
}

/** The API: the timeline holds `events` (the test may add to it, as the webhook would); a refund answers `refundReply`. */
function api(events: TimelineEntry[], refundReply: { status: number; body: unknown } = { status: 202, body: { refundId: 're_new', status: 'succeeded' } }) {
  return stubFetch((call) => {
    if (call.url.endsWith('/timeline')) return { status: 200, body: { contactId: CONTACT, email: 'ann@acme.io', events: [...events].reverse(), truncated: false } satisfies ContactTimelineResponse };
    if (call.url.includes('/api/admin/revenue')) return { status: 200, body: {} };
    if (call.url.endsWith(REFUND_PATH)) return refundReply;
    return { status: 404, body: {} };
  });
}

function renderRefunds() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  renderRouted(
    <>
      <PaymentRefunds contactId={CONTACT} />
      <RevenueProbe />
    </>,
    { withStore: true },
  );
  return user;
}

const refundButton = () => screen.findByRole('button', { name: 'Refund the Framework Mapping Session payment' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('offers to refund what is left of each payment not fully refunded, and nothing of one that is', async () => {
  api([paid('pi_framework', 'framework_session', 49_700), refunded('re_1', 'pi_framework', 10_000), paid('pi_pilot', 'enterprise_pilot', 99_700), refunded('re_2', 'pi_pilot', 99_700)]);
  renderRefunds();
  const payments = await screen.findByRole('list', { name: 'Payments' });
  expect(within(payments).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Framework Mapping Session: $497 paid, $100 refundedRefund', 'Enterprise Pilot Program: $997 paid, $997 refunded']);
  expect(screen.getAllByRole('button', { name: /^Refund/ })).toHaveLength(1);
});

it('by keyboard: opens the confirmation on the rest, refunds the amount typed, says it was requested, and shows it once Stripe’s fact arrives', async () => {
  const events = [paid('pi_framework', 'framework_session', 49_700), refunded('re_1', 'pi_framework', 10_000)];
  const calls = api(events);
  const user = renderRefunds();
  (await refundButton()).focus();
  await user.keyboard('{Enter}');

  const form = screen.getByRole('form', { name: 'Refund the Framework Mapping Session payment' });
  const amount = within(form).getByLabelText('Amount to refund (USD)');
  expect(amount).toHaveFocus();
  expect(amount).toHaveValue('397.00');
  await user.clear(amount);
  await user.type(amount, '50.5');
  await user.tab();
  expect(within(form).getByRole('button', { name: 'Confirm refund' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('status')).toHaveTextContent('Refund of $50.50 requested; it shows here once Stripe confirms it.');
  expect(sentBodies(calls, REFUND_PATH)).toEqual([{ amountCents: 5_050, leftCents: 39_700 }]);
  expect(screen.queryByRole('form')).toBeNull();
  const revenueReads = callsTo(calls, '').filter((call) => call.url.includes('/api/admin/revenue')).length;

  // The webhook brings the fact; the timeline is read again until it shows, then revenue too.
  events.push(refunded('re_new', 'pi_framework', 5_050));
  await act(() => jest.advanceTimersByTimeAsync(REFUND_POLLING_MS));
  expect(await screen.findByText('Framework Mapping Session: $497 paid, $150.50 refunded')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(callsTo(calls, '').filter((call) => call.url.includes('/api/admin/revenue')).length).toBe(revenueReads + 1);
  const timelineReads = callsTo(calls, '/timeline').length;
  await act(() => jest.advanceTimersByTimeAsync(REFUND_POLLING_MS * 3));
  expect(callsTo(calls, '/timeline')).toHaveLength(timelineReads);
});

it('refuses an amount over what is left before asking the server, and cancel closes the step with nothing sent', async () => {
  const calls = api([paid('pi_framework', 'framework_session', 49_700)]);
  const user = renderRefunds();
  await user.click(await refundButton());
  const amount = screen.getByLabelText('Amount to refund (USD)');
  await user.clear(amount);
  await user.type(amount, '497.01{Enter}');
  expect(amount).toHaveAccessibleDescription('Enter an amount from $0.01 to $497.');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form')).toBeNull();
  expect(callsTo(calls, REFUND_PATH)).toEqual([]);
});

it('shows the server’s refusal and keeps the step open', async () => {
  const error = { success: false, statusCode: 400, error: 'Invalid request: amountCents is more than is left of the payment', fields: [{ field: 'amountCents', message: 'is more than is left of the payment' }] };
  api([paid('pi_framework', 'framework_session', 49_700)], { status: 400, body: error });
  const user = renderRefunds();
  await user.click(await refundButton());
  await user.click(screen.getByRole('button', { name: 'Confirm refund' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('amountCents is more than is left of the payment');
  expect(screen.getByRole('form')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});
