/**
 * The browser's part of a checkout against the Stripe emulator: what the
 * stand-in Stripe.js sends when a buyer types a card and confirms.
 */
export async function confirmInBrowser(
  emulatorUrl: string,
  clientSecret: string,
  cardNumber = '4242424242424242',
  kind: 'payment_intents' | 'setup_intents' = 'payment_intents',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const response = await fetch(`${emulatorUrl}/v1/${kind}/${id}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: 'pk_test_pitchlens_emulator',
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[card][cvc]': '123',
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Moves the emulator's billing clock (trial notices, trial ends), as its HTTP control allows. */
export async function advanceEmulatorTime(emulatorUrl: string, seconds: number): Promise<void> {
  const response = await fetch(`${emulatorUrl}/_emulator/advance_time`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_pitchlens_emulator', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ seconds: String(seconds) }),
  });
  if (!response.ok) throw new Error(`advance_time failed: ${response.status} ${await response.text()}`);
}
