import { v7 as uuidv7 } from 'uuid';
import { errorMessage } from '../../../lib/store/api-slice';
import { rememberEmail } from '../../../lib/tracking/tracking-client';
import { useNameCheckoutBuyerMutation } from '../api/checkout-api';

/**
 * On submit, before the card is confirmed: tells the server who is buying
 * (the address typed, proven by the checkout's client secret), so Stripe has
 * it for the receipt and the purchase is credited to this visitor even if the
 * card is then declined. A failure is a warning and the payment goes on (spec §8).
 */
export function useNameBuyer() {
  const [nameBuyer] = useNameCheckoutBuyerMutation();
  return async (email: string, clientSecret: string, subscriptionId?: string) => {
    const address = email.trim();
    if (!address) return;
    rememberEmail(address);
    try {
      await nameBuyer({ email: address, clientSecret, ...(subscriptionId ? { subscriptionId } : {}), eventId: uuidv7() }).unwrap();
    } catch (error) {
      console.warn('Naming the buyer failed:', errorMessage(error));
    }
  };
}
