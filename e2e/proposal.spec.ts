import { openPage } from './support/navigation';
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVELOPMENT_PROPOSAL_PASSWORD } from '../api/src/proposal/domain/proposal-password';
import { PROPOSAL_CONTENT } from '../api/src/proposal/proposal-content';

// The stack runs the API with NODE_ENV=test and no PROPOSAL_PASSWORD: the development password applies.
const PASSWORD = DEVELOPMENT_PROPOSAL_PASSWORD;
const FLAG = 'proposal_authenticated';

/** Text that exists only in the gated proposal, never on a public page. */
const gatedPhrases = [PROPOSAL_CONTENT.headline, PROPOSAL_CONTENT.intro, PROPOSAL_CONTENT.guarantee.remedy, PROPOSAL_CONTENT.availability.message];

async function submitPassword(page: Page, password: string) {
  await page.getByLabel('Access Password').fill(password);
  await page.getByRole('button', { name: 'Access Proposal' }).click();
}

test.describe('/proposal', () => {
  test('a wrong password shows the message under the field and clears it', async ({ page }) => {
    await openPage(page, '/proposal');
    await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Proposal Access' })).toBeVisible();
    await expect(page.getByPlaceholder('Enter password')).toBeVisible();
    await expect(page.getByText('Secure access for authorized personnel only.')).toBeVisible();
    await submitPassword(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
    await expect(page.getByLabel('Access Password')).toHaveValue('');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), FLAG)).toBeNull();
    await expect(page.getByText(PROPOSAL_CONTENT.headline)).toHaveCount(0);
  });

  test('the right password opens the proposal, and a reload keeps it open', async ({ page, context }) => {
    await openPage(page, '/proposal');
    await submitPassword(page, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: PROPOSAL_CONTENT.headline })).toBeVisible();
    for (const phase of PROPOSAL_CONTENT.phases) await expect(page.getByRole('heading', { level: 3, name: phase.name })).toBeVisible();
    await expect(page.getByText('Up to 5 seats')).toBeVisible();
    await expect(page.getByText('5–20 seats')).toBeVisible();
    await expect(page.getByText('20–100+ seats')).toBeVisible();
    const reserve = page.getByRole('link', { name: 'Reserve Your Enterprise Slot' });
    await expect(reserve).toHaveAttribute('href', '/enterprise/pilot');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), FLAG)).toBe('true');

    // The session lives in a cookie scripts cannot read.
    const [cookie] = (await context.cookies()).filter((c) => c.path === '/api/proposal');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.name);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PROPOSAL_CONTENT.headline })).toBeVisible();
    await expect(page.getByLabel('Access Password')).toHaveCount(0);

    await reserve.click();
    await expect(page).toHaveURL(/\/enterprise\/pilot$/);
  });

  test('the stored flag alone opens nothing: without the session cookie the form shows', async ({ page }) => {
    await openPage(page, '/proposal');
    await page.evaluate((key) => sessionStorage.setItem(key, 'true'), FLAG);
    const asked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/proposal' && res.request().method() === 'GET');
    await page.reload();
    expect((await asked).status()).toBe(401);
    // The prerendered form shows before the page has asked; the flag goes once the refusal is read.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), FLAG)).toBeNull();
    await expect(page.getByLabel('Access Password')).toBeVisible();
    await expect(page.getByText(PROPOSAL_CONTENT.headline)).toHaveCount(0);
  });

  test('neither the password nor the proposal is in the site’s files', async ({ request }) => {
    const assets = join(__dirname, '..', 'web', 'dist', 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const source = readFileSync(join(assets, name), 'utf8');
      for (const secret of [PASSWORD, ...gatedPhrases]) expect(source.includes(secret), `${name} contains "${secret}"`).toBe(false);
    }
    const html = await (await request.get('/proposal')).text();
    for (const secret of [PASSWORD, ...gatedPhrases]) expect(html).not.toContain(secret);
  });
});
