/**
 * What the stand-in Stripe.js sends to the publishable-key routes, done with plain fetch so
 * integration tests can play the browser's part of a checkout.
 */
export const PUBLISHABLE_KEY = 'pk_test_emulator';
export const SECRET_KEY = 'sk_test_emulator';

export interface BrowserConfirmResult {
  status: number;
  body: Record<string, unknown> & { error?: { type: string; code?: string; decline_code?: string; message: string } };
}

export async function browserConfirm(baseUrl: string, clientSecret: string, cardNumber = '4242424242424242', kind: 'payment_intents' | 'setup_intents' = 'payment_intents'): Promise<BrowserConfirmResult> {
  const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const body = new URLSearchParams({
    key: PUBLISHABLE_KEY,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardNumber,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '34',
    'payment_method_data[card][cvc]': '123',
    return_url: 'http://localhost:3000/checkout/complete',
  });
  const res = await fetch(`${baseUrl}/v1/${kind}/${id}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:3000' },
    body,
  });
  return { status: res.status, body: (await res.json()) as BrowserConfirmResult['body'] };
}
