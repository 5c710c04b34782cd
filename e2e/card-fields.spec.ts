import { expect, test, type Locator } from '@playwright/test';
import { CARDS, fillCard, uniqueEmail } from './support/card';
import { openPage } from './support/navigation';

/** The site's appearance for Stripe (web/src/features/checkout/stripe/stripe-appearance.ts), as the browser computes it. */
const SITE = { primary: 'rgb(29, 78, 216)', danger: 'rgb(185, 28, 28)', radius: '8px', fontFamily: /^system-ui/ };

const style = (locator: Locator, property: string) => locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

test('the card fields are drawn in the site’s look: labels above 40–44 px inputs, a focus ring, the error colour', async ({ page }) => {
  await openPage(page, '/pitchlens-premium-checkout');
  const number = page.getByLabel('Card number');
  await expect(number).toBeVisible();

  // No browser-default fieldset frame around the fields.
  const fieldset = page.locator('fieldset[data-stripe-emulator]');
  expect(await style(fieldset, 'border-top-width')).toBe('0px');

  for (const name of ['Card number', 'Expiration date (MM / YY)', 'Security code']) {
    const input = page.getByLabel(name);
    const box = (await input.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeLessThanOrEqual(44);
    const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).boundingBox())!;
    expect(label.y + label.height).toBeLessThanOrEqual(box.y);
    expect(await style(input, 'border-top-left-radius')).toBe(SITE.radius);
    expect(await style(input, 'font-family')).toMatch(SITE.fontFamily);
  }

  // The focus ring: the primary colour at a quarter strength (polled: the ring fades in).
  await number.focus();
  await expect.poll(() => style(number, 'box-shadow')).toContain(SITE.primary.replace('rgb', 'rgba').replace(')', ', 0.25)'));

  // An incomplete number is told under it, in the danger colour, when the field is left.
  await number.fill('4242');
  await page.getByLabel('Security code').focus();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  expect(await style(page.getByText('Your card number is incomplete.'), 'color')).toBe(SITE.danger);
  await expect.poll(() => style(number, 'border-top-color')).toBe(SITE.danger);
});

test('a declined card is told under the card field as well as in the toast', async ({ page }) => {
  await openPage(page, '/pitchlens-premium-checkout');
  await page.getByLabel('Email address').fill(uniqueEmail('declined'));
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Start My Founder Membership' }).click();

  const inline = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(inline).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment Failed' })).toContainText('Your card was declined.');
  // Right under the card fields: below the security code, above the button.
  const field = (await page.getByLabel('Security code').boundingBox())!;
  const message = (await inline.boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Start My Founder Membership' }).boundingBox())!;
  expect(message.y).toBeGreaterThanOrEqual(field.y + field.height);
  expect(message.y - (field.y + field.height)).toBeLessThan(40);
  expect(message.y + message.height).toBeLessThanOrEqual(button.y);
  expect(await style(inline, 'color')).toBe(SITE.danger);

  // Another card typed in: the refusal was about the old one.
  await page.getByLabel('Card number').fill(CARDS.good);
  await expect(inline).toHaveCount(0);
});
