import { openPage } from './support/navigation';
import { expect, test } from '@playwright/test';
import { brand } from '@pitchlens/contracts';

test('the partner application switches to the interview calendar and back', async ({ page }) => {
  await openPage(page, '/partner/apply');
  const form = page.locator('iframe[title="Founder Partner application form"]');
  const calendar = page.locator('iframe[title="Founder interview booking calendar"]');
  await expect(form).toHaveAttribute('height', '1995');
  await expect(calendar).toHaveCount(0);

  await page.getByRole('button', { name: 'Schedule Your Founder Interview' }).click();
  await expect(calendar).toHaveAttribute('height', '700');
  await expect(form).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to Application Form' }).click();
  await expect(form).toBeVisible();
  await expect(calendar).toHaveCount(0);
});

// Browser tests run offline: no embedded page ever loads here, as for a visitor whose network blocks it.
test('the partner application form and calendar each keep a plain link for when the frame cannot load', async ({ page }) => {
  await openPage(page, '/partner/apply');
  const formLink = page.getByRole('link', { name: 'Open the application form in a new tab' });
  await expect(formLink).toBeVisible();
  await expect(formLink).toHaveAttribute('href', brand.partnerApplicationFormUrl);
  await expect(formLink).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Schedule Your Founder Interview' }).click();
  const calendarLink = page.getByRole('link', { name: 'Open the booking page in a new tab' });
  await expect(calendarLink).toBeVisible();
  await expect(calendarLink).toHaveAttribute('href', brand.schedulingUrl);
});

test('the demo video shows a poster and a plain link to the brand’s video, and the home page links there too', async ({ page }) => {
  await openPage(page, '/book-giveaway');
  const poster = page.getByRole('link', { name: /^Play video: The 15-minute Pitchlens demo/ });
  await expect(poster).toBeVisible();
  await expect(poster).toHaveAttribute('href', brand.demoVideoUrl);
  await expect(poster.locator('svg').first()).toBeVisible();
  const fallback = page.getByRole('link', { name: 'Watch it on YouTube' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('href', brand.demoVideoUrl);
  // No frame to break: the brand's link is not one video, so nothing is embedded.
  await expect(page.locator('iframe')).toHaveCount(0);

  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', brand.demoVideoUrl);
  expect(brand.demoVideoUrl).not.toContain('pitchlens-demo');
});

test('the thank-you scheduling widget loads its script on the page and removes it on leaving', async ({ page }) => {
  const script = page.locator('script#partner-scheduling-widget-script');
  await openPage(page, '/partner/thank-you');
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('src', /^https:\/\/assets\.calendly\.com\//);

  await page.getByRole('link', { name: 'Revisit the partner program details' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(script).toHaveCount(0);
});

test('the savings calculator shows what 20, 50 and 100 seats save against Gong', async ({ page }) => {
  await openPage(page, '/vs/gong');
  const result = page.locator('[aria-live="polite"]').filter({ hasText: 'Yearly savings' });
  // savings = seats × 1600 − (seats × 600 + 5000)
  for (const [seats, savings] of [
    [20, '$15,000'],
    [50, '$45,000'],
    [100, '$95,000'],
  ] as const) {
    await page.getByRole('button', { name: `${seats} seats` }).click();
    await expect(result).toContainText(`You save ${savings} a year`);
  }
  await page.getByLabel('Number of seats').fill('35');
  await expect(result).toContainText('You save $30,000 a year');
});
