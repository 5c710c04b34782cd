import { useEffect, useState } from 'react';
import { loadStripe } from './load-stripe';
import type { StripeInstance } from './stripe-types';

/** Stripe, once loaded in the browser; null while loading, during prerendering, or when it failed (logged). */
export function useStripe(): StripeInstance | null {
  const [stripe, setStripe] = useState<StripeInstance | null>(null);
  useEffect(() => {
    let current = true;
    loadStripe().then(
      (instance) => {
        if (current) setStripe(instance);
      },
      (error: unknown) => console.error('Loading Stripe failed:', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return stripe;
}
