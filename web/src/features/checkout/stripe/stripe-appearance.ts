import type { StripeAppearance } from './stripe-types';

/**
 * How Stripe draws the card fields (its Appearance API), in the site's own
 * design tokens (styles/global.css): its blue, text, danger red, system font
 * and corners. Stripe's fields live in its own frame, out of reach of our CSS,
 * so the tokens are repeated here as values.
 */
export const checkoutAppearance: StripeAppearance = {
  theme: 'stripe',
  labels: 'above',
  variables: {
    colorPrimary: '#1d4ed8',
    colorBackground: '#ffffff',
    colorText: '#0f172a',
    colorTextSecondary: '#475569',
    colorTextPlaceholder: '#64748b',
    colorDanger: '#b91c1c',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSizeBase: '16px',
    spacingUnit: '4px',
    borderRadius: '8px',
  },
  rules: {
    // The same border and label as the page's own email field above the card.
    '.Input': { border: '1px solid #94a3b8' },
    '.Label': { fontSize: '16px', fontWeight: '600' },
  },
};
