import type { FormEvent, ReactNode } from 'react';
import { PaymentForm } from '../stripe/payment-form';
import type { StripeInstance } from '../stripe/stripe-types';
import { EmailField } from './email-field';
import { LoadingPanel } from './loading-panel';
import { SubmitButton } from './submit-button';
import type { useCheckoutSubmit } from './use-checkout-submit';
import styles from './checkout.module.css';

interface CardFormProps {
  /** Until both are there, a spinner stands in for the form. */
  stripe: StripeInstance | null;
  clientSecret: string | null;
  loadingText?: string;
  /** The trial saves a card only: no wallets, no other methods. */
  cardOnly?: boolean;
  checkout: Pick<ReturnType<typeof useCheckoutSubmit>, 'phase' | 'onReady'>;
  /** The address as typed; a buyer the page already knows (or the pilot) is not asked for one. */
  email?: { value: string; onChange(value: string): void };
  submitLabel: string;
  /** The terms under the button. */
  fine?: string;
  onSubmit(event: FormEvent): void;
  /** Choices above the fields, such as the billing cycle. */
  children?: ReactNode;
}

/**
 * Heights in rem of the parts of the form at their smallest (one line each,
 * Stripe's card fields as compact as they come), from checkout.module.css.
 */
const FORM = { marginTop: 1.5, gap: 1.25, cardFields: 9, button: 3.75, emailField: 4.5, fineLine: 1.4 };

/**
 * The height the spinner keeps for the form that replaces it, so the order
 * summary below does not jump when the form appears. Never more than the form
 * takes (choices above the fields are not counted): a reservation too large
 * would move the summary up instead.
 */
function reservedRem(hasEmail: boolean, hasFine: boolean): number {
  const parts = [FORM.cardFields, FORM.button, ...(hasEmail ? [FORM.emailField] : []), ...(hasFine ? [FORM.fineLine] : [])];
  return FORM.marginTop + parts.reduce((sum, part) => sum + part, 0) + FORM.gap * (parts.length - 1);
}

/** The card payment every checkout takes: the buyer's address, Stripe's card fields, the pay button and its terms. */
export function CardForm({ stripe, clientSecret, loadingText = 'Setting up secure checkout...', cardOnly, checkout, email, submitLabel, fine, onSubmit, children }: CardFormProps) {
  if (!stripe || !clientSecret) return <LoadingPanel text={loadingText} minHeightRem={reservedRem(email !== undefined, fine !== undefined)} />;
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {children}
      {email && <EmailField value={email.value} onChange={email.onChange} disabled={checkout.phase !== 'idle'} />}
      <PaymentForm key={clientSecret} stripe={stripe} clientSecret={clientSecret} cardOnly={cardOnly} onReady={checkout.onReady} />
      <SubmitButton phase={checkout.phase} label={submitLabel} />
      {fine && <p className={styles.fine}>{fine}</p>}
    </form>
  );
}
