import { useEffect, useRef, useState } from 'react';
import { checkoutAppearance } from './stripe-appearance';
import type { PaymentElementOptions, StripeElements, StripeError, StripeInstance } from './stripe-types';
import styles from '../components/checkout.module.css';

/** A confirmed payment or card setup: its id, and the client secret that proves this browser made it. */
export interface Confirmed {
  intentId: string;
  clientSecret: string;
}

export type ConfirmOutcome = ({ ok: true } & Confirmed) | { ok: false; message: string };

/** What a page can do with a payment form once it is ready. */
export interface PaymentHandle {
  /** Charges now (framework session, premium, pilot). */
  confirmPayment(returnUrl: string): Promise<ConfirmOutcome>;
  /** Saves the card for a later charge (trial). */
  confirmSetup(returnUrl: string): Promise<ConfirmOutcome>;
}

interface PaymentFormProps {
  stripe: StripeInstance;
  clientSecret: string;
  /** The trial saves a card only: no wallets, no other methods. */
  cardOnly?: boolean;
  /** Called with a handle when the element is ready, and with null when it goes away. */
  onReady: (handle: PaymentHandle | null) => void;
}

const CARD_ONLY: PaymentElementOptions = { layout: 'tabs', paymentMethodOrder: ['card'], wallets: { applePay: 'never', googlePay: 'never' } };

const failed = (error: StripeError): ConfirmOutcome => ({ ok: false, message: error.message ?? 'Your payment could not be completed.' });

/**
 * Stripe shows a field's own mistakes (an incomplete number) in the field; a
 * refusal once the card is sent (a decline) is ours to tell, under the field.
 */
const tellsAtField = (error: StripeError) => error.type !== 'validation_error';

function handleFor(stripe: StripeInstance, elements: StripeElements, showProblem: (message: string | null) => void): PaymentHandle {
  // Stripe asks for submit() first: it validates the fields before the confirm round trip.
  const validate = async () => {
    showProblem(null);
    return (await elements.submit()).error;
  };
  const refused = (error: StripeError = {}): ConfirmOutcome => {
    const outcome = failed(error);
    if (tellsAtField(error) && !outcome.ok) showProblem(outcome.message);
    return outcome;
  };
  const args = (returnUrl: string) => ({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' as const });
  return {
    async confirmPayment(returnUrl) {
      const invalid = await validate();
      if (invalid) return failed(invalid);
      const { paymentIntent, error } = await stripe.confirmPayment(args(returnUrl));
      return error || !paymentIntent ? refused(error) : { ok: true, intentId: paymentIntent.id, clientSecret: paymentIntent.client_secret ?? '' };
    },
    async confirmSetup(returnUrl) {
      const invalid = await validate();
      if (invalid) return failed(invalid);
      const { setupIntent, error } = await stripe.confirmSetup(args(returnUrl));
      return error || !setupIntent ? refused(error) : { ok: true, intentId: setupIntent.id, clientSecret: setupIntent.client_secret ?? '' };
    },
  };
}

/**
 * Stripe's Payment Element for one client secret, drawn in the site's look,
 * with a refused card told right under it (the page's toast tells it too).
 * A new secret needs a new Elements group, so give this a `key` of the
 * secret to remount it.
 */
export function PaymentForm({ stripe, clientSecret, cardOnly, onReady }: PaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const readyCallback = useRef(onReady);
  readyCallback.current = onReady;
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const elements = stripe.elements({ clientSecret, appearance: checkoutAppearance });
    const element = elements.create('payment', cardOnly ? CARD_ONLY : { layout: 'tabs' });
    let mounted = true;
    const showProblem = (message: string | null) => {
      if (mounted) setProblem(message);
    };
    element.on('ready', () => {
      if (mounted) readyCallback.current(handleFor(stripe, elements, showProblem));
    });
    // Another card typed in: the refusal was about the old one.
    element.on('change', () => showProblem(null));
    element.mount(target);
    return () => {
      mounted = false;
      readyCallback.current(null);
      element.unmount();
    };
  }, [stripe, clientSecret, cardOnly]);

  return (
    <div className={styles.cardField}>
      <div ref={container} />
      <p role="alert" className={styles.cardProblem}>
        {problem}
      </p>
    </div>
  );
}
