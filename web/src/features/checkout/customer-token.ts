/**
 * The token the server hands over after a payment. The next checkout in the
 * same browser session sends it back, so the server can recognise the buyer
 * without trusting a bare email address.
 */
export const CUSTOMER_TOKEN_KEY = 'customer_token';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCustomerToken(): string | null {
  return storage()?.getItem(CUSTOMER_TOKEN_KEY) ?? null;
}

export function keepCustomerToken(token: string): void {
  storage()?.setItem(CUSTOMER_TOKEN_KEY, token);
}
