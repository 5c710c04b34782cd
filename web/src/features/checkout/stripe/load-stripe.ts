import type { StripeInstance } from './stripe-types';

/** GET /api/payments/config: which key and which Stripe.js (the real one, or the emulator's in dev and test). */
export interface PaymentsConfig {
  publishableKey: string;
  stripeJsUrl: string;
}

let loading: Promise<StripeInstance> | null = null;

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src, async: true });
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Failed to load ${src}`));
    document.head.appendChild(script);
  });
}

async function fetchConfig(): Promise<PaymentsConfig> {
  const response = await fetch('/api/payments/config', { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as PaymentsConfig;
}

async function load(): Promise<StripeInstance> {
  const { publishableKey, stripeJsUrl } = await fetchConfig();
  // Stripe.js must be loaded once per page; a second copy would replace the first's frames.
  if (!window.Stripe) await injectScript(stripeJsUrl);
  if (!window.Stripe) throw new Error(`${stripeJsUrl} did not define Stripe`);
  return window.Stripe(publishableKey);
}

/**
 * The page's one Stripe instance, loaded on first use only, so pages without
 * a payment form never fetch Stripe.js. A failed load is forgotten, so the
 * next checkout page tries again.
 */
export function loadStripe(): Promise<StripeInstance> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
