import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/store/api-slice';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { useRefundPaymentMutation } from '../api/admin-api';
import { formatCents, productLabel } from '../admin-format';
import { centsOf, dollarsOf } from '../refundable-payments';
import styles from './payment-refunds.module.css';

export interface RequestedRefund {
  refundId: string;
  paymentIntentId: string;
  amountCents: number;
}

interface RefundFormProps {
  paymentIntentId: string;
  product: string;
  leftCents: number;
  onRequested(refund: RequestedRefund): void;
  onCancel(): void;
}

/**
 * The confirmation step of a refund: how much (all that is left unless
 * changed), then confirm or cancel. The amount is always sent, so a refund
 * another admin made meanwhile cannot make this one bigger than it read.
 */
export function RefundForm({ paymentIntentId, product, leftCents, onRequested, onCancel }: RefundFormProps) {
  const [amount, setAmount] = useState(dollarsOf(leftCents));
  const [invalid, setInvalid] = useState<string>();
  const [refund, { isLoading, error }] = useRefundPaymentMutation();
  const field = useRef<HTMLInputElement>(null);
  const id = `refund-amount-${paymentIntentId}`;

  // The step opens on its one question.
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = centsOf(amount);
    if (amountCents === null || amountCents < 1 || amountCents > leftCents) {
      setInvalid(`Enter an amount from $0.01 to ${formatCents(leftCents)}.`);
      return;
    }
    setInvalid(undefined);
    // What was left as shown: a second click or a retry of this request is then the same refund.
    const result = await refund({ paymentIntentId, amountCents, leftCents });
    if (result.data) onRequested({ refundId: result.data.refundId, paymentIntentId, amountCents });
  }

  return (
    <form className={styles.form} aria-label={`Refund the ${productLabel(product)} payment`} onSubmit={submit} noValidate>
      <TextField ref={field} id={id} label="Amount to refund (USD)" value={amount} onValueChange={setAmount} error={invalid} inputMode="decimal" />
      {error && <p role="alert">{errorMessage(error)}</p>}
      <div className={styles.actions}>
        <Button type="submit" variant="danger" size="sm" disabled={isLoading}>
          Confirm refund
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
