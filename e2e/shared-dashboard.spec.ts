import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CreateShareLinkResponse } from '@pitchlens/contracts';
import { unlockDashboard } from './support/admin';
import { openPage } from './support/navigation';

/** A visitor who gave their address: their page view makes "Now", and their address must stay out of any shared view. */
async function knownVisitor(page: Page): Promise<string> {
  const sessionId = `shared-${randomUUID()}`;
  const email = `shared.${randomUUID().slice(0, 8)}@acme-e2e.io`;
  expect((await page.request.post('/api/track-page-view', { data: { path: '/features', title: 'Features', sessionId, utmSource: 'shared-e2e' } })).status()).toBe(201);
  expect((await page.request.post('/api/track-contact', { data: { email, firstName: 'Sharon', currentFunnelStep: 'home', sessionId } })).status()).toBe(201);
  return email;
}

/** Opens a share link signed out, in a browser of its own. */
async function openSigned(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openPage(page, link.replace(/^https?:\/\/[^/]+/, ''));
  return page;
}

const sharedFigures = (page: Page) => page.getByRole('list', { name: 'Summary' });

test('a shared link opened signed out shows the figures and no one’s data, and stops working once revoked', async ({ page, browser }) => {
  const email = await knownVisitor(page);
  await unlockDashboard(page);
  // The admin sees the person; the shared view must not.
  await expect(page.getByRole('cell', { name: email })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('now-visitors')).toContainText(/[1-9]\d* visitors? in the last 5 minutes/, { timeout: 20_000 });

  await page.getByRole('tab', { name: 'Operations' }).click();
  await page.getByRole('textbox', { name: 'Label' }).fill('Board, e2e');
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = (await page.getByRole('status').filter({ has: page.getByLabel('New share link') }).getByLabel('New share link').textContent()) ?? '';
  expect(link).toMatch(/\/admin-dashboard\/shared#.+/);

  const shared = await openSigned(browser, link);
  await expect(shared.getByRole('heading', { level: 1, name: /shared, read-only/ })).toBeVisible();
  await expect(sharedFigures(shared)).toBeVisible();
  await expect(shared.getByTestId('now-visitors')).toContainText(/[1-9]\d* visitors? in the last 5 minutes/);
  await expect(shared.getByRole('figure', { name: /Page views and funnel events per day/ })).toBeVisible();
  await expect(shared.getByRole('heading', { name: 'Contacts' })).toHaveCount(0);
  await expect(shared.getByRole('heading', { name: 'Referrals' })).toHaveCount(0);
  // Figures are plain numbers: no button opens the people behind them.
  await expect(shared.getByRole('button', { name: /show the/ })).toHaveCount(0);
  expect(await shared.content()).not.toContain(email);

  // Operations lists the link with its use, and revokes it.
  await page.reload();
  await page.getByRole('tab', { name: 'Operations' }).click();
  const row = page.getByRole('row', { name: /Board, e2e/ });
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: 'Revoke the link Board, e2e' }).click();
  await expect(row).toContainText('Revoked');

  await shared.reload();
  await expect(shared.getByRole('alert')).toContainText('revoked');
  await expect(sharedFigures(shared)).toHaveCount(0);
});

test('a shared link stops working when it expires', async ({ page, browser }) => {
  await unlockDashboard(page);
  const made = await page.request.post('/api/admin/share-links', { data: { label: 'Brief look', expiresAt: new Date(Date.now() + 8_000).toISOString() } });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as CreateShareLinkResponse;

  const shared = await openSigned(browser, `/admin-dashboard/shared#${encodeURIComponent(token)}`);
  await expect(sharedFigures(shared)).toBeVisible();
  // Waits for the link's own expiry, asking again as a viewer would.
  await expect(async () => {
    await shared.reload();
    await expect(shared.getByRole('alert')).toContainText('expired', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(sharedFigures(shared)).toHaveCount(0);
});
