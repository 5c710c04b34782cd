import type { ConfirmArgs, PaymentElementOptions, StripeAppearance, StripeFactory, StripeInstance } from '../stripe/stripe-types';

/** What GET /api/payments/config answers in tests. */
export const PAYMENTS_CONFIG = { publishableKey: 'pk_test_fake', stripeJsUrl: 'http://stripe.test/v3/' };

/** The payment element reports `ready` this long after mounting, as Stripe's does after its frame loads. */
export const FAKE_READY_MS = 100;

const DECLINE = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };

interface FakeState {
  outcome: 'success' | 'decline';
  /** The client secret of each Elements group, in order of creation. */
  clientSecrets: string[];
  /** The appearance each Elements group was given. */
  appearances: (StripeAppearance | undefined)[];
  elementOptions: (PaymentElementOptions | undefined)[];
  confirmPayment: ConfirmArgs[];
  confirmSetup: ConfirmArgs[];
  unmounted: number;
}

/**
 * A stand-in for `window.Stripe` in jsdom: the payment element mounts three
 * labelled inputs, becomes ready after FAKE_READY_MS, and confirming succeeds
 * or declines as `fakeStripe.outcome` says. The loaded instance is memoised
 * for the whole test file, so tests share this one state: call resetFakeStripe()
 * before each.
 */
export const fakeStripe: FakeState = { outcome: 'success', clientSecrets: [], appearances: [], elementOptions: [], confirmPayment: [], confirmSetup: [], unmounted: 0 };

let held: Promise<void> | null = null;

/** Keeps the next confirmations pending until the returned function is called. */
export function holdConfirmation(): () => void {
  let release: () => void = () => undefined;
  held = new Promise((resolve) => (release = resolve));
  return () => {
    held = null;
    release();
  };
}

export function resetFakeStripe(): void {
  held = null;
  Object.assign(fakeStripe, { outcome: 'success', clientSecrets: [], appearances: [], elementOptions: [], confirmPayment: [], confirmSetup: [], unmounted: 0 });
}

function mountInputs(target: HTMLElement): HTMLElement {
  const root = document.createElement('fieldset');
  for (const label of ['Card number', 'Expiration date (MM / YY)', 'Security code']) {
    const input = document.createElement('input');
    input.setAttribute('aria-label', label);
    root.appendChild(input);
  }
  target.appendChild(root);
  return root;
}

const fakeInstance: StripeInstance = {
  elements({ clientSecret, appearance }) {
    fakeStripe.clientSecrets.push(clientSecret);
    fakeStripe.appearances.push(appearance);
    return {
      create(_type, options) {
        fakeStripe.elementOptions.push(options);
        const handlers: { event: 'ready' | 'change'; handler: () => void }[] = [];
        const emit = (event: 'ready' | 'change') => handlers.filter((h) => h.event === event).forEach((h) => h.handler());
        let root: HTMLElement | null = null;
        const element = {
          on(event: 'ready' | 'change', handler: () => void) {
            handlers.push({ event, handler });
            return element;
          },
          mount(target: HTMLElement) {
            root = mountInputs(target);
            root.addEventListener('input', () => emit('change'));
            setTimeout(() => emit('ready'), FAKE_READY_MS);
          },
          unmount() {
            root?.remove();
            fakeStripe.unmounted += 1;
          },
        };
        return element;
      },
      submit: async () => ({}),
    };
  },
  async confirmPayment(args) {
    fakeStripe.confirmPayment.push(args);
    await held;
    return fakeStripe.outcome === 'success' ? { paymentIntent: { id: 'pi_fake_1', status: 'succeeded', client_secret: 'pi_fake_1_secret_fake' } } : { error: DECLINE };
  },
  async confirmSetup(args) {
    fakeStripe.confirmSetup.push(args);
    await held;
    return fakeStripe.outcome === 'success' ? { setupIntent: { id: 'seti_fake_1', status: 'succeeded', client_secret: 'seti_fake_1_secret_fake' } } : { error: DECLINE };
  },
};

export function installFakeStripe(): void {
  window.Stripe = (() => fakeInstance) as StripeFactory;
}
