import type { AdminRevenueResponse, ContactTimelineResponse } from '@pitchlens/contracts';
import { until } from '../../../worker/test/child-process';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { refundedInParts, refundedWhole } from '../../test/refunded-payments';

/**
 * The revenue report nets refunds made at Stripe on their day, and the
 * buyer's timeline shows each: on a stack and database of this file's own,
 * since the report totals every payment and refund of its database.
 */
let stack: PaymentsStack<AdminTestApp>;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startAdminTestApp('refunds_revenue', { STRIPE_EMULATOR_PORT: '0' }));
  // As refunds.int-spec.ts's first two tests: $497 refunded whole, and $100 and $150 of another $497.
  await refundedWhole(stack, 'refund.whole@example.com');
  await refundedInParts(stack, 'refund.parts@example.com');
});

afterAll(() => stack?.close());

const admin = async <T>(path: string): Promise<T> => (await stack.http().get(path).set('cookie', stack.api.cookie).expect(200)).body as T;

it('revenue nets the refunds on the day Stripe made them; the buyer’s timeline shows each', async () => {
  const revenue = () => admin<AdminRevenueResponse>('/api/admin/revenue');
  await until(async () => (await revenue()).totalRefundedCents === 74_700, 'the revenue projector to apply the refunds');
  const report = await revenue();
  // Each refund on the UTC day of its refundedAt.
  const { rows: refundDays } = await stack.api.db.query<{ day: string; refundedCents: number }>(
    `SELECT substr(data->>'refundedAt', 1, 10) AS day, sum((data->>'amountCents')::int)::int AS "refundedCents"
       FROM event_store.events WHERE type = 'PaymentRefunded' GROUP BY 1 ORDER BY 1`,
  );
  expect(report.days.filter((day) => day.refundedCents > 0).map(({ day, refundedCents }) => ({ day, refundedCents }))).toEqual(refundDays);
  expect(report).toMatchObject({
    totalPayments: 2,
    totalAmountCents: 99_400,
    totalRefundedCents: 74_700,
    totalNetCents: 24_700,
    products: [{ product: 'framework_session', payments: 2, amountCents: 99_400, refundedCents: 74_700, netCents: 24_700 }],
    bySource: [{ product: 'framework_session', source: null, payments: 2, amountCents: 99_400, refundedCents: 74_700, netCents: 24_700 }],
  });

  let contactId: string | undefined;
  await until(async () => {
    contactId = (await stack.api.db.query<{ id: string }>(`SELECT id::text FROM read_model.contacts WHERE email = 'refund.parts@example.com'`)).rows[0]?.id;
    return contactId !== undefined;
  }, 'the buyer’s contact');
  const timeline = await admin<ContactTimelineResponse>(`/api/admin/contacts/${contactId}/timeline`);
  const money = timeline.events.filter((event) => event.type === 'PaymentRefunded' || event.type === 'PaymentSucceeded').map((event) => event.summary);
  expect(money.sort()).toEqual(['Paid 497.00 USD for framework_session', 'Refunded 100.00 USD of the framework_session payment', 'Refunded 150.00 USD of the framework_session payment']);
});
