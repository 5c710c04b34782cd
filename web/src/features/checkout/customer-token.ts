import { sessionStore } from '../../lib/session-store';

/**
 * The token the server hands over after a payment. The next checkout in the
 * same browser session sends it back, so the server can recognise the buyer
 * without trusting a bare email address.
 */
export const CUSTOMER_TOKEN_KEY = 'customer_token';

export function readCustomerToken(): string | null {
  return sessionStore()?.getItem(CUSTOMER_TOKEN_KEY) ?? null;
}

export function keepCustomerToken(token: string): void {
  sessionStore()?.setItem(CUSTOMER_TOKEN_KEY, token);
}
