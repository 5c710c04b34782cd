import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/store/api-slice';
import { useCreatePremiumSubscriptionMutation, type BillingCycle } from '../api/checkout-api';

export type PremiumSetup =
  | { state: 'loading' }
  | { state: 'ready'; secrets: Record<BillingCycle, string>; subscriptions: Record<BillingCycle, string> }
  | { state: 'soldOut'; message: string };

/** The server's words when the founder rate is gone: 409 with { success: false, error } (spec addition). */
function soldOutMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 409) return null;
  const data = (error as { data?: { error?: unknown } }).data;
  return typeof data?.error === 'string' ? data.error : null;
}

/**
 * Both founder plans are set up in parallel on load (spec §4), so switching the
 * billing cycle is instant. Until both answer the spinner shows; a failure
 * other than "sold out" is logged and leaves it showing (spec §8).
 */
export function usePremiumSecrets(): PremiumSetup {
  const [createSubscription] = useCreatePremiumSubscriptionMutation();
  const [setup, setSetup] = useState<PremiumSetup>({ state: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const plan = (billingCycle: BillingCycle) => createSubscription({ billingCycle }).unwrap();
    Promise.all([plan('monthly'), plan('yearly')]).then(
      ([monthly, yearly]) =>
        setSetup({
          state: 'ready',
          secrets: { monthly: monthly.clientSecret, yearly: yearly.clientSecret },
          subscriptions: { monthly: monthly.subscriptionId, yearly: yearly.subscriptionId },
        }),
      (error: unknown) => {
        const message = soldOutMessage(error);
        if (message) setSetup({ state: 'soldOut', message });
        else console.error('Payment setup failed:', errorMessage(error));
      },
    );
  }, [createSubscription]);

  return setup;
}
