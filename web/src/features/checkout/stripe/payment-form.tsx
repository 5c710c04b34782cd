import { useEffect, useRef } from 'react';
import type { PaymentElementOptions, StripeAppearance, StripeElements, StripeError, StripeInstance } from './stripe-types';

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

const appearance: StripeAppearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#1d4ed8', colorText: '#0f172a', borderRadius: '8px', fontFamily: 'system-ui, sans-serif' },
};

const CARD_ONLY: PaymentElementOptions = { layout: 'tabs', paymentMethodOrder: ['card'], wallets: { applePay: 'never', googlePay: 'never' } };

const failed = (error: StripeError): ConfirmOutcome => ({ ok: false, message: error.message ?? 'Your payment could not be completed.' });

function handleFor(stripe: StripeInstance, elements: StripeElements): PaymentHandle {
  // Stripe asks for submit() first: it validates the fields before the confirm round trip.
  const validate = async () => (await elements.submit()).error;
  const args = (returnUrl: string) => ({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' as const });
  return {
    async confirmPayment(returnUrl) {
      const invalid = await validate();
      if (invalid) return failed(invalid);
      const { paymentIntent, error } = await stripe.confirmPayment(args(returnUrl));
      return error || !paymentIntent ? failed(error ?? {}) : { ok: true, intentId: paymentIntent.id, clientSecret: paymentIntent.client_secret ?? '' };
    },
    async confirmSetup(returnUrl) {
      const invalid = await validate();
      if (invalid) return failed(invalid);
      const { setupIntent, error } = await stripe.confirmSetup(args(returnUrl));
      return error || !setupIntent ? failed(error ?? {}) : { ok: true, intentId: setupIntent.id, clientSecret: setupIntent.client_secret ?? '' };
    },
  };
}

/**
 * Stripe's Payment Element for one client secret. A new secret needs a new
 * Elements group, so give this a `key` of the secret to remount it.
 */
export function PaymentForm({ stripe, clientSecret, cardOnly, onReady }: PaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const readyCallback = useRef(onReady);
  readyCallback.current = onReady;

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const elements = stripe.elements({ clientSecret, appearance });
    const element = elements.create('payment', cardOnly ? CARD_ONLY : { layout: 'tabs' });
    let mounted = true;
    element.on('ready', () => {
      if (mounted) readyCallback.current(handleFor(stripe, elements));
    });
    element.mount(target);
    return () => {
      mounted = false;
      readyCallback.current(null);
      element.unmount();
    };
  }, [stripe, clientSecret, cardOnly]);

  return <div ref={container} />;
}
