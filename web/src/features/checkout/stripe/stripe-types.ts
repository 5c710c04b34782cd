/**
 * The part of Stripe.js the checkout pages use, typed by hand: the official
 * wrappers are not installed, and the Stripe emulator's stand-in script
 * implements exactly this surface in dev and test.
 */
export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

/** Stripe's Appearance API: a theme, its variables (colorPrimary, borderRadius, …) and CSS-like rules per part. */
export interface StripeAppearance {
  theme?: 'stripe' | 'night' | 'flat';
  labels?: 'above' | 'floating';
  variables?: Record<string, string>;
  rules?: Record<string, Record<string, string>>;
}

export interface PaymentElementOptions {
  layout?: 'tabs' | 'accordion';
  paymentMethodOrder?: string[];
  wallets?: { applePay?: 'auto' | 'never'; googlePay?: 'auto' | 'never' };
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  unmount(): void;
  on(event: 'ready' | 'change', handler: () => void): StripePaymentElement;
}

export interface StripeElements {
  create(type: 'payment', options?: PaymentElementOptions): StripePaymentElement;
  /** Validates what the customer typed before anything is confirmed. */
  submit(): Promise<{ error?: StripeError }>;
}

export interface ConfirmArgs {
  elements: StripeElements;
  confirmParams: { return_url: string };
  redirect: 'if_required';
}

export interface StripeInstance {
  elements(options: { clientSecret: string; appearance?: StripeAppearance }): StripeElements;
  confirmPayment(args: ConfirmArgs): Promise<{ paymentIntent?: { id: string; status: string; client_secret: string | null }; error?: StripeError }>;
  confirmSetup(args: ConfirmArgs): Promise<{ setupIntent?: { id: string; status: string; client_secret: string | null }; error?: StripeError }>;
}

export type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}
