import { expect, test } from '@playwright/test';
import type { AdminRevenueResponse, ContactsResponse } from '@pitchlens/contracts';
import { CARDS, fillCard, uniqueEmail } from './support/card';
import { unlockDashboard } from './support/admin';
import { openPage, visitTracked as visit } from './support/navigation';
/** This test's own campaign, so other tests' purchases never count for it. */
const CAMPAIGN = `launch-${Date.now().toString(36)}`;

test('a newsletter visitor who buys Premium shows once, completed, with the payment in their timeline and the revenue credited to newsletter', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('newsletter-buyer');

  // The visitor, in a browser of their own: lands from the newsletter, browses, then buys the founder plan.
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await visit(shop, `/?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`);
  await visit(shop, '/features');
  await visit(shop, '/pitchlens-premium');
  const sessionId = await shop.evaluate(() => sessionStorage.getItem('contact_session_id'));
  await openPage(shop, '/pitchlens-premium-checkout');
  await shop.getByLabel('Email address').fill(email);
  await fillCard(shop, CARDS.good);
  await shop.getByRole('button', { name: 'Start My Founder Membership' }).click();
  await expect(shop).toHaveURL(/\/framework-session$/, { timeout: 15_000 });
  await visitor.close();

  // The admin: the worker projects the log shortly after.
  await unlockDashboard(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: email }) });
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Search by email').fill(email);
    await expect(row).toContainText('Completed', { timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('newsletter / email');

  // Once: the browsing session was folded into the buyer, not left behind as an anonymous visitor.
  const everyone = (await (await page.request.get('/api/contacts?includeAnonymous=true&pageSize=200&sort=lastActivity&order=desc')).json()) as ContactsResponse;
  expect(everyone.contacts.filter((c) => c.email === email)).toEqual([
    expect.objectContaining({ currentFunnelStep: 'completed', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: CAMPAIGN }),
  ]);
  expect(everyone.contacts.filter((c) => c.email.startsWith(`${sessionId}@`))).toEqual([]);

  await page.getByRole('button', { name: email }).click();
  const timeline = page.getByRole('dialog').getByRole('list', { name: 'Timeline, newest first' });
  await expect(timeline).toContainText('Viewed /features');
  await expect(timeline).toContainText('Paid 59.00 USD for premium_monthly');
  await expect(timeline).toContainText('Reached funnel step premium_purchase_success');
  await page.keyboard.press('Escape');

  const revenue = (await (await page.request.get('/api/admin/revenue')).json()) as AdminRevenueResponse;
  expect(revenue.bySource).toContainEqual(expect.objectContaining({ product: 'premium_monthly', source: 'newsletter' }));
  const bySource = page.getByRole('table', { name: 'Revenue by the buyer’s first-touch source' });
  await expect(bySource.getByRole('row').filter({ hasText: 'newsletter' })).toHaveCount(1);
});
