import { expect, test } from '@playwright/test';
import { builtRoutes, canonicalUrl, metaOf, siteRedirects } from './support/site';

test.describe('every route', () => {
  for (const path of builtRoutes) {
    test(`${path} renders with its own title and canonical URL`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page).toHaveTitle(metaOf(path).title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl(path));
      await expect(page.locator('h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the title and canonical URL follow in-app navigation', async ({ page }) => {
    await page.goto('/');
    await page.locator('a[href="/features"]').first().click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page).toHaveTitle(metaOf('/features').title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl('/features'));
  });
});

test('an unknown route shows the not-found screen with status 404, the site header, a way home and no errors', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser reports the page's own 404 status as a failed load; that is the point, not an error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('We could not find the page you asked for.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The site's own header, hydrated: its menu opens and leads to the home page's sections.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Pitchlens' })).toHaveAttribute('href', '/');
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
  const html = await (await request.get('/another-unknown-page')).text();
  expect(html).toContain('We could not find the page you asked for.');
  expect(html).toMatch(/<header[^>]*>[\s\S]*>Pitchlens<[\s\S]*Menu[\s\S]*<\/header>[\s\S]*<h1[^>]*>404 Page Not Found<\/h1>/);
  expect(html).toContain('Back to the home page');
  expect(html).not.toContain('__not-found__');
});

test.describe('prerendered HTML, fetched without JavaScript', () => {
  for (const path of builtRoutes) {
    test(`${path} carries its title and description`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const meta = metaOf(path);
      const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html).toContain(`<title>${escape(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escape(meta.description)}" />`);
      // The page itself is in the HTML, not only an empty root for scripts to fill.
      expect(html).toMatch(/<div id="root">\s*<!--\$-->[\s\S]*<h1[\s>]/);
    });
  }
});

test('old proposal addresses move to the enterprise pages', async ({ page, request }) => {
  expect(Object.keys(siteRedirects).length).toBeGreaterThan(0);
  for (const [from, to] of Object.entries(siteRedirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});
