import { expect, test } from '@playwright/test';
import type { AdminRevenueResponse } from '@pitchlens/contracts';
import { unlockDashboard } from './support/admin';
import { payFrameworkSession, uniqueEmail } from './support/card';
import { openPage, visitTracked } from './support/navigation';
/** This test's own source, so other tests' purchases never count in its revenue row. */
const SOURCE = `refund-${Date.now().toString(36)}`;

test('an admin refunds part of a framework session from the contact drawer: the timeline, the revenue by source and the revenue by touch show it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('refunded-buyer');

  // The buyer, in a browser of their own: arrives from this test's source and pays for the framework session.
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await visitTracked(shop, `/?utm_source=${SOURCE}&utm_medium=email`);
  await openPage(shop, '/framework-checkout');
  await payFrameworkSession(shop, email);
  await visitor.close();

  await unlockDashboard(page);
  const drawer = page.getByRole('dialog');
  const refund = drawer.getByRole('button', { name: 'Refund the Framework Mapping Session payment' });
  // The worker records the payment shortly after.
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Search by email').fill(email);
    await page.getByRole('button', { name: email }).click();
    await expect(refund).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  await refund.click();
  const amount = drawer.getByLabel('Amount to refund (USD)');
  await expect(amount).toHaveValue('497.00');
  await amount.fill('100');
  await drawer.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(drawer.getByRole('status')).toContainText('Refund of $100 requested');

  // Stripe's webhook brings the refund: the drawer reads the timeline again until it is there.
  await expect(drawer.getByRole('list', { name: 'Payments' })).toContainText('Framework Mapping Session: $497 paid, $100 refunded', { timeout: 20_000 });
  await expect(drawer.getByRole('list', { name: 'Timeline, newest first' })).toContainText('Refunded 100.00 USD of the framework_session payment');
  await page.keyboard.press('Escape');

  const revenue = (await (await page.request.get('/api/admin/revenue')).json()) as AdminRevenueResponse;
  expect(revenue.bySource.filter((row) => row.source === SOURCE)).toEqual([
    { product: 'framework_session', source: SOURCE, payments: 1, amountCents: 49_700, refundedCents: 10_000, netCents: 39_700 },
  ]);
  const bySource = page.getByRole('table', { name: 'Revenue by the buyer’s first-touch source' });
  await expect(bySource.getByRole('row').filter({ hasText: SOURCE })).toContainText('$497$100$397');

  // Revenue by touch: net of the refund, the buyer still a buyer; the same under the last touch before paying.
  expect(revenue.attribution.values.find((row) => row.value === SOURCE)).toMatchObject({ netCents: 39_700, refundedCents: 10_000, buyers: 1, contactsEntered: 1 });
  const byTouch = (touch: string) => page.getByRole('table', { name: `Revenue by ${touch}: source` });
  await expect(byTouch('first touch').getByRole('row').filter({ hasText: SOURCE })).toContainText(`${SOURCE}$397$10011100%`);
  await page.getByLabel('Credit to').selectOption('last');
  await expect(page).toHaveURL(/revenueTouch=last/);
  await expect(byTouch('last touch before paying').getByRole('row').filter({ hasText: SOURCE })).toContainText(`${SOURCE}$397$100`);

  // The row's buyer (refunded, still a buyer) opens in the contact table, the filter in the address.
  await byTouch('last touch before paying').getByRole('button', { name: `1: show the person, the buyers credited to source ${SOURCE}` }).click();
  await expect(page.getByText(new RegExp(`^Revenue: buyers, source ${SOURCE} by last touch before paying`))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`cohort=revenue.*cohortDimension=source&cohortTouch=last&cohortRow=value&cohortValue=${SOURCE}`));
  await expect(page.getByText(/1 person behind the figure/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contacts', exact: true })).toContainText(email);
});
