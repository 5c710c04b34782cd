import Stripe from 'stripe';

/**
 * The API version the installed `stripe` SDK is pinned to. Production code passes it as
 * `apiVersion`; the emulator stamps it on events so payloads look like the SDK expects.
 */
export const STRIPE_API_VERSION: typeof Stripe.API_VERSION = Stripe.API_VERSION;
