import { openPage } from './support/navigation';
import { expect, test, type Page } from '@playwright/test';
import { CARDS, fillCard, uniqueEmail } from './support/card';
import { withEventLog } from './support/event-log';

/** The framework checkout asks for an address only when the customer lookup gave none. */
async function fillEmailIfAsked(page: Page, email: string) {
  await expect(page.getByLabel('Card number')).toBeVisible();
  const field = page.getByLabel('Email address');
  if (await field.isVisible()) await field.fill(email);
}

/** Pays with a declined card first: the provider's message in a toast, the button usable again. */
async function declineThenPay(page: Page, button: string, failureTitle: string) {
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: button }).click();
  const toast = page.getByRole('status').filter({ hasText: failureTitle });
  await expect(toast).toContainText('Your card was declined.');
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
  await fillCard(page, CARDS.good);
  await page.getByRole('button', { name: button }).click();
}

const revenue = () =>
  withEventLog(async (client) => {
    const { rows } = await client.query<{ product: string; payments: number; amount_cents: string }>(
      'SELECT product, sum(payments)::int AS payments, sum(amount_cents)::text AS amount_cents FROM read_model.revenue_daily GROUP BY product ORDER BY product',
    );
    return Object.fromEntries(rows.map((row) => [row.product, { payments: row.payments, cents: Number(row.amount_cents) }]));
  });

test.describe.configure({ mode: 'serial' });

test('the founder rate: from the offer to the framework session, after a declined card', async ({ page }) => {
  const email = uniqueEmail('founder');
  await openPage(page, '/pitchlens-premium');
  await page.locator('a[href="/pitchlens-premium-checkout"]').first().click();
  await expect(page).toHaveURL(/\/pitchlens-premium-checkout$/);
  await page.getByLabel('Email address').fill(email);
  await declineThenPay(page, 'Start My Founder Membership', 'Payment Failed');
  await expect(page).toHaveURL(new RegExp(`/framework-session\\?email=${encodeURIComponent(email)}$`), { timeout: 15_000 });
});

test('the framework session: from the upsell through payment to its success page', async ({ page }) => {
  const email = uniqueEmail('framework');
  await openPage(page, `/framework-session?email=${encodeURIComponent(email)}`);
  await page.locator('a[href^="/framework-checkout"]').first().click();
  await expect(page).toHaveURL(/\/framework-checkout\?email=/);
  await fillEmailIfAsked(page, email);
  await declineThenPay(page, 'Pay $497 and Book My Session', 'Payment Failed');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/framework-success$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the trial: from the offer through card setup to the trial upsell', async ({ page }) => {
  const email = uniqueEmail('trial');
  await openPage(page, '/pitchlens-premium');
  await page.locator('a[href="/pitchlens-trial-checkout"]').first().click();
  await expect(page).toHaveURL(/\/pitchlens-trial-checkout$/);
  await page.getByLabel('Email address').fill(email);
  await declineThenPay(page, 'Start My Free Trial', 'Payment Setup Failed');
  await expect(page).toHaveURL(new RegExp(`/framework-session-trial\\?email=${encodeURIComponent(email)}$`), { timeout: 15_000 });
});

test('the enterprise pilot: from the enterprise page through payment to its success page', async ({ page }) => {
  await openPage(page, '/enterprise');
  await page.locator('a[href="/enterprise/pilot"]').first().click();
  await expect(page).toHaveURL(/\/enterprise\/pilot$/);
  await declineThenPay(page, 'Complete Payment - $997', 'Payment Failed');
  await expect(page).toHaveURL(/\/enterprise\/pilot\/success$/, { timeout: 15_000 });
});

test('the revenue read model shows each successful purchase once, at the catalogue price', async () => {
  await expect
    .poll(revenue, { timeout: 30_000 })
    .toEqual({
      enterprise_pilot: { payments: 1, cents: 99_700 },
      framework_session: { payments: 1, cents: 49_700 },
      premium_monthly: { payments: 1, cents: 5_900 },
    });
});
