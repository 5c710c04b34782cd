import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAppDispatch } from '../../../lib/store/hooks';
import { adminApi, useGetContactTimelineQuery } from '../api/admin-api';
import { formatCents, productLabel } from '../admin-format';
import { recordedRefundIds, timelinePayments } from '../refundable-payments';
import { RefundForm, type RequestedRefund } from './refund-form';
import styles from './payment-refunds.module.css';

/** How often the timeline is read again while a requested refund has not arrived from Stripe yet. */
export const REFUND_POLLING_MS = 2_000;

/**
 * A contact's one-time purchases, each with what was refunded and, while any
 * is left, a Refund button opening the confirmation step. A requested refund
 * is recorded only when Stripe's webhook brings it: until then the timeline is
 * read again every few seconds; once it is there, revenue is read again too.
 */
export function PaymentRefunds({ contactId }: { contactId: string }) {
  const dispatch = useAppDispatch();
  const [requested, setRequested] = useState<RequestedRefund[]>([]);
  const [refunding, setRefunding] = useState<string | null>(null);
  const { data } = useGetContactTimelineQuery(contactId);
  const events = data?.events ?? [];
  const recorded = recordedRefundIds(events);
  const awaiting = requested.filter((refund) => !recorded.has(refund.refundId));
  useGetContactTimelineQuery(contactId, { pollingInterval: REFUND_POLLING_MS, skip: awaiting.length === 0 });

  const arrived = requested.length - awaiting.length;
  useEffect(() => {
    if (arrived > 0) dispatch(adminApi.util.invalidateTags(['AdminRevenue']));
  }, [arrived, dispatch]);

  const payments = timelinePayments(events);
  if (payments.length === 0) return null;
  return (
    <>
      <h3 className={styles.subtitle}>Payments</h3>
      <ul className={styles.payments} aria-label="Payments">
        {payments.map((payment) => {
          const asked = awaiting.filter((refund) => refund.paymentIntentId === payment.paymentIntentId).reduce((sum, refund) => sum + refund.amountCents, 0);
          const leftCents = payment.paidCents - payment.refundedCents - asked;
          const name = productLabel(payment.product);
          return (
            <li key={payment.paymentIntentId}>
              <span>
                {name}: {formatCents(payment.paidCents)} paid
                {payment.refundedCents > 0 && `, ${formatCents(payment.refundedCents)} refunded`}
              </span>
              {asked > 0 && <span role="status">Refund of {formatCents(asked)} requested; it shows here once Stripe confirms it.</span>}
              {leftCents > 0 && refunding !== payment.paymentIntentId && (
                <Button variant="secondary" size="sm" aria-label={`Refund the ${name} payment`} onClick={() => setRefunding(payment.paymentIntentId)}>
                  Refund
                </Button>
              )}
              {refunding === payment.paymentIntentId && (
                <RefundForm
                  paymentIntentId={payment.paymentIntentId}
                  product={payment.product}
                  leftCents={leftCents}
                  onRequested={(refund) => {
                    setRequested((before) => [...before, refund]);
                    setRefunding(null);
                  }}
                  onCancel={() => setRefunding(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
