import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The stand-in Stripe.js's parts, in load order: each later part uses what the earlier ones
 * put on the shared `window.__stripeEmulator`; `stripe.js` last defines `window.Stripe`.
 */
export const STRIPE_JS_PARTS = ['appearance.js', 'styles.js', 'card-fields.js', 'payment-element.js', 'elements.js', 'stripe.js'] as const;

let cached: string | undefined;

/**
 * The stand-in Stripe.js as one script: plain ES2020 browser code kept in `assets/stripe-js/`
 * (outside `src`, so the same path works from `src/` under Jest and from `dist/` in Node).
 */
export function stripeJsSource(): string {
  cached ??= STRIPE_JS_PARTS.map((part) => readFileSync(join(__dirname, '..', 'assets', 'stripe-js', part), 'utf8')).join('\n');
  return cached;
}
