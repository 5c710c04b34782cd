import { rememberEmail } from '../../../lib/tracking/tracking-client';
import { errorMessage } from '../../../app/api-slice';
import { useStoreCustomerMutation } from '../api/checkout-api';
import { keepCustomerToken } from '../customer-token';

/**
 * After a payment: remembers the buyer for the next checkout (spec §7). Only
 * when an email is known; a failure is a warning and the flow goes on (spec §8).
 */
export function useStoreCustomer() {
  const [storeCustomer] = useStoreCustomerMutation();
  return async (email: string, paymentIntentId: string, names: { firstName?: string; lastName?: string } = {}) => {
    const address = email.trim();
    if (!address) return;
    rememberEmail(address);
    try {
      const { customerToken } = await storeCustomer({ email: address, paymentIntentId, ...names }).unwrap();
      if (customerToken) keepCustomerToken(customerToken);
    } catch (error) {
      console.warn('Storing the customer failed:', errorMessage(error));
    }
  };
}
