import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AdminFunnelResponse, OrderedFunnelStep } from '@pitchlens/contracts';
import { ADMIN_PASSWORD } from './support/admin';
import { payFrameworkSession, uniqueEmail } from './support/card';
import { openPage } from './support/navigation';
const JOURNEY_STEPS: OrderedFunnelStep[] = ['home', 'landing', 'framework_session', 'completed'];

const passwordField = (page: Page) => page.getByLabel('Admin password');

async function logIn(page: Page, password = ADMIN_PASSWORD) {
  await openPage(page, '/admin-dashboard');
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Unlock Dashboard' }).click();
}

/** Unique contacts per ordered step, as the dashboard's funnel reads them. */
async function funnelContacts(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/api/admin/funnel');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as AdminFunnelResponse;
  return Object.fromEntries(body.steps.map((s) => [s.step, s.contacts]));
}

/**
 * Opens a page and waits until it has recorded its funnel step: leaving
 * earlier would abort the call, and the visit would never count.
 */
async function visitRecorded(page: Page, path: string, endpoint: 'track-contact' | 'track-funnel-step') {
  const recorded = page.waitForResponse((response) => response.url().endsWith(`/api/${endpoint}`) && response.request().method() === 'POST');
  await openPage(page, path);
  expect((await recorded).ok()).toBe(true);
}

/** Asks for the free breakdown under `email`, which makes the browser's visitor a contact with that address. */
async function requestBreakdown(page: Page, email: string) {
  await visitRecorded(page, '/hormozi-breakdown', 'track-contact');
  await page.getByRole('textbox', { name: 'Where should we send your breakdown?' }).fill(email);
  await page.getByRole('button', { name: 'Send Me the Free Breakdown' }).click();
  await expect(page).toHaveURL(/\/pitchlens-premium$/);
}

/** A visitor, in a browser of their own: the home page, the breakdown request, then the framework session bought with a card. */
async function visitorJourney(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Not known yet: the visits are recorded anonymously, under the browser session.
  await visitRecorded(page, '/', 'track-contact');
  await requestBreakdown(page, email);

  await visitRecorded(page, `/framework-session?email=${encodeURIComponent(email)}`, 'track-funnel-step');
  await page.locator('a[href^="/framework-checkout"]').first().click();
  // The older link's address is taken out of the URL before the buyer moves on.
  await expect(page).toHaveURL(/\/framework-checkout$/);
  await payFrameworkSession(page, email);
  await context.close();
}

const stepLabel: Record<OrderedFunnelStep, string> = {
  home: 'Home',
  landing: 'Landing',
  breakdown_download: 'Breakdown download',
  trial_checkout: 'Trial checkout',
  premium_checkout: 'Premium checkout',
  framework_session: 'Framework session',
  completed: 'Completed',
};

/** The "Contacts first reaching this step" cell of the funnel legend. */
const funnelCell = (page: Page, step: OrderedFunnelStep) =>
  page
    .getByRole('figure', { name: /^Funnel/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: stepLabel[step], exact: true }) })
    .getByRole('cell')
    .first();

test('a visitor’s journey shows in the table, the funnel and their timeline', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pitchlens Admin Dashboard' })).toBeVisible();
  const before = await funnelContacts(page.request);

  const email = uniqueEmail('admin-journey');
  await visitorJourney(browser, email);

  // The worker projects the log shortly after; a reload keeps the session (the cookie) and asks again.
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Search by email').fill(email);
    await expect(page.getByRole('button', { name: email })).toBeVisible({ timeout: 5_000 });
    for (const step of JOURNEY_STEPS) await expect(funnelCell(page, step)).toHaveText(String(before[step] + 1), { timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: email }) });
  await expect(row).toContainText('Completed');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/contacts.csv?email=${encodeURIComponent(email)}&sort=lastActivity&order=desc`);

  await page.getByRole('button', { name: email }).click();
  const drawer = page.getByRole('dialog');
  const timeline = drawer.getByRole('list', { name: 'Timeline, newest first' });
  await expect(timeline).toContainText('Viewed /hormozi-breakdown');
  await expect(timeline).toContainText('Requested the pitch breakdown email');
  await expect(timeline).toContainText('Reached funnel step framework_session');
  // The payment the provider confirmed completes the funnel.
  await expect(timeline).toContainText('Reached funnel step completed');
  const summaries = await timeline.getByRole('listitem').allTextContents();
  const at = (text: string) => summaries.findIndex((entry) => entry.includes(text));
  expect(at('Reached funnel step completed')).toBeLessThan(at('Requested the pitch breakdown email'));
  expect(at('Requested the pitch breakdown email')).toBeLessThan(at('Viewed /hormozi-breakdown'));
});

test('a wrong admin password is refused and the field cleared', async ({ page }) => {
  await logIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid password. Please try again.');
  await expect(passwordField(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('the dashboard stays unlocked for the browser session until Log out', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(passwordField(page)).toBeVisible();
  await page.reload();
  await expect(passwordField(page)).toBeVisible();
  expect(await (await page.request.get('/api/admin/session')).json()).toEqual({ authenticated: false });
});

/** A figure as the dashboard writes it ("1,234"), as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('on a 1366 px laptop the contact table fits without the page scrolling sideways', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // A wide row: a visitor with a long address who came from a campaign with long UTM fields.
  const email = uniqueEmail('alexandra.konstantinopoulou.enablement').replace('@', '@enterprise-sales-organisation.');
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visitRecorded(visit, '/hormozi-breakdown?utm_source=linkedin-enterprise-leaders-q4&utm_medium=paid-social-sponsored-content', 'track-contact');
  await visit.getByRole('textbox', { name: 'Where should we send your breakdown?' }).fill(email);
  await visit.getByRole('button', { name: 'Send Me the Free Breakdown' }).click();
  await expect(visit).toHaveURL(/\/pitchlens-premium$/);
  await visitor.close();

  await logIn(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Search by email').fill(email);
    await expect(page.getByRole('button', { name: email })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  const table = await page.getByRole('region', { name: 'Contacts table' }).boundingBox();
  const lastActivity = await page.getByRole('columnheader', { name: /Last activity/ }).boundingBox();
  expect(table && lastActivity).toBeTruthy();
  // "Last activity", the last column, is in view, not cut off behind a sideways scroll.
  expect(lastActivity!.x + lastActivity!.width).toBeLessThanOrEqual(table!.x + table!.width + 1);
});

test('the table counts anonymous visitors only when switched on, and then matches the summary’s total', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext();
  await visitRecorded(await visitor.newPage(), '/features', 'track-contact');
  await visitor.close();
  // And one known by address, so the table has contacts with an email to page through when this test runs alone.
  const known = await browser.newContext();
  await requestBreakdown(await known.newPage(), uniqueEmail('counted'));
  await known.close();
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Summary' }).getByRole('listitem').filter({ hasText: 'Total contacts' });
  const pager = page.getByRole('navigation', { name: 'Contact pages' });
  const toggle = page.getByRole('checkbox', { name: 'Include anonymous visitors' });

  // The worker projects the log shortly after; both numbers are read from the same settled state.
  await expect(async () => {
    await page.reload();
    await expect(toggle).not.toBeChecked();
    const identified = figure(await summary.locator('span').last().textContent());
    await expect(pager).toContainText(`· ${identified} contacts with an email`, { timeout: 5_000 });
    await toggle.check();
    const total = figure(await summary.locator('strong').textContent());
    expect(total).toBeGreaterThan(identified);
    await expect(pager).toContainText(`· ${total} contacts, anonymous visitors included`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  const asked = page.waitForRequest((request) => request.url().includes('/api/contacts?') && request.url().includes('includeAnonymous=true'));
  await toggle.uncheck();
  await toggle.check();
  await asked;
});
