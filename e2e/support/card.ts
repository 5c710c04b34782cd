import { expect, type Page } from '@playwright/test';

/** Stripe's test cards (the emulator honours them as Stripe does). */
export const CARDS = { good: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Types a card into the payment form once it is ready. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const cardNumber = page.getByLabel('Card number');
  await expect(cardNumber).toBeVisible();
  await cardNumber.fill(number);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

/** A unique work address per run. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@acme-sales.com`;

/** On the framework checkout: pays the $497 with the good card, giving the address when the page asks for one, and waits for the success page. */
export async function payFrameworkSession(page: Page, email: string): Promise<void> {
  await expect(page.getByLabel('Card number')).toBeVisible();
  const emailField = page.getByLabel('Email address');
  if (await emailField.isVisible()) await emailField.fill(email);
  await fillCard(page, CARDS.good);
  await page.getByRole('button', { name: 'Pay $497 and Book My Session' }).click();
  await expect(page).toHaveURL(/\/framework-success$/, { timeout: 15_000 });
}
