import { openPage } from './support/navigation';
import { expect, test, type Page } from '@playwright/test';
import { eventsOfSession } from './support/event-log';
import { builtRoutes, SESSION_KEY } from './support/site';

const sessionOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);

/** A unique work address per run, so "one referral per person" never refuses a rerun. */
const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@acme-sales.com`;

const referralEmailField = (page: Page) => page.locator('#referral-form').getByRole('textbox', { name: 'Their work email' }).first();
const submitReferrals = (page: Page) => page.locator('#referral-form').getByRole('button', { name: 'Send Their Free Books' }).click();

async function fillReferralForm(page: Page, referralEmail: string) {
  const form = page.locator('#referral-form');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Dana Reyes');
  await form.getByRole('textbox', { name: 'Your email' }).fill(unique('dana'));
  await form.getByRole('textbox', { name: 'Their name' }).first().fill('Sam Ortiz');
  await referralEmailField(page).fill(referralEmail);
  await form.getByRole('textbox', { name: 'Their company' }).first().fill('Acme Sales Co');
  await form.getByRole('checkbox').check();
}

test('a referral with a free-mail address shows the server refusal, a work address is submitted', async ({ page }) => {
  await openPage(page, '/book-giveaway');
  await fillReferralForm(page, 'sam.ortiz@gmail.com');
  // Accepted in the handler: a dialog left waiting blocks the page.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await submitReferrals(page);
  await expect.poll(() => alerts).toHaveLength(1);
  expect(alerts[0]).toMatch(/^Submission failed: .*work email/i);

  await referralEmailField(page).fill(unique('sam'));
  await submitReferrals(page);
  await expect(page.getByText('Referrals Submitted! Add 3 more?')).toBeVisible();
  expect(alerts).toHaveLength(1);
});

test('the breakdown form redirects to the offer page', async ({ page }) => {
  await openPage(page, '/hormozi-breakdown');
  await page.getByRole('textbox', { name: 'Where should we send your breakdown?' }).fill(unique('lee'));
  await page.getByRole('button', { name: 'Send Me the Free Breakdown' }).click();
  await expect(page).toHaveURL(/\/pitchlens-premium$/);
});

test('each page view is recorded once in the event log, the admin dashboard’s never', async ({ page }) => {
  const opened = [...builtRoutes, '/no-such-page'];
  // The team's pages (the dashboard and its shared view) are never tracked.
  const teamPages = opened.filter((path) => path === '/admin-dashboard' || path.startsWith('/admin-dashboard/'));
  expect(teamPages.sort()).toEqual(['/admin-dashboard', '/admin-dashboard/shared']);
  const visited = opened.filter((path) => !teamPages.includes(path));
  for (const path of opened) {
    await openPage(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  // One in-app navigation: the client records it without a page load.
  await openPage(page, '/hormozi-breakdown');
  visited.push('/hormozi-breakdown');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/download-breakdown');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  visited.push('/download-breakdown');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const sessionId = await sessionOf(page);
  expect(sessionId).toBeTruthy();
  await expect
    .poll(async () => (await eventsOfSession(sessionId!)).filter((event) => event.type === 'PageViewed').map((event) => event.data.path))
    .toEqual(visited);
});
