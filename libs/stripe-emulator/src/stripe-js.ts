import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/**
 * The stand-in Stripe.js, a plain ES2020 browser script kept in `assets/` (outside `src`, so
 * the same path works from `src/` under Jest and from `dist/` in Node).
 */
export function stripeJsSource(): string {
  cached ??= readFileSync(join(__dirname, '..', 'assets', 'stripe-js.js'), 'utf8');
  return cached;
}
