import { rememberPurchase, type Purchase } from '../../../lib/purchases/session-purchases';
import { rememberEmail } from '../../../lib/tracking/tracking-client';
import { errorMessage } from '../../../lib/store/api-slice';
import { useStoreCustomerMutation } from '../api/checkout-api';
import { keepCustomerToken } from '../customer-token';
import type { Confirmed } from '../stripe/payment-form';

/**
 * After a payment: remembers the buyer for the next checkout (spec §7), by a
 * token kept in session storage, never by an address in a URL. The payment's
 * client secret proves to the server that this browser paid. Only when an
 * email is known; a failure is a warning and the flow goes on (spec §8).
 * What was bought is remembered for the session too, so the pages after it
 * thank a buyer, and only a buyer, for it.
 */
export function useStoreCustomer(purchase: Purchase) {
  const [storeCustomer] = useStoreCustomerMutation();
  return async (email: string, paid: Confirmed, names: { firstName?: string; lastName?: string } = {}) => {
    rememberPurchase(purchase);
    const address = email.trim();
    if (!address) return;
    rememberEmail(address);
    try {
      const { customerToken } = await storeCustomer({ email: address, paymentIntentId: paid.intentId, paymentIntentClientSecret: paid.clientSecret, ...names }).unwrap();
      if (customerToken) keepCustomerToken(customerToken);
    } catch (error) {
      console.warn('Storing the customer failed:', errorMessage(error));
    }
  };
}
