import type { StripeBrowserOrigins } from '../payments/stripe/stripe-gateway';

/**
 * What pages may load. Scripts only from this site; the embeds the pages show
 * (demo and testimonial videos, the partner form and the scheduling calendar)
 * are named one by one, and Stripe's origins come from the payment settings
 * (js.stripe.com and hooks.stripe.com with real keys, the emulator in dev/test).
 */
export function contentSecurityPolicy(stripe: StripeBrowserOrigins) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://assets.calendly.com', ...stripe.scriptSrc],
      // React renders style attributes for progress bars and animation delays.
      styleSrc: ["'self'", "'unsafe-inline'", 'https://assets.calendly.com'],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...stripe.connectSrc],
      frameSrc: [
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://calendly.com',
        'https://forms.pitchlens.com',
        ...stripe.frameSrc,
      ],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // TLS is ended in front of the app; upgrading would break plain-HTTP local runs.
      upgradeInsecureRequests: null,
    },
  };
}
