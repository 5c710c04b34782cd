import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/card';
import { openPage } from './support/navigation';

/** The figure the giveaway's offer bar shows ("N books remaining"), once the server's has replaced the prerendered one. */
async function booksShown(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ books remaining$/).first().textContent()) ?? '';
  return Number.parseInt(text, 10);
}

test('books remaining falls by the people referred', async ({ page }) => {
  const before = (await (await page.request.get('/api/giveaway/books-remaining')).json()) as { booksRemaining: number };
  await openPage(page, '/book-giveaway');
  await expect.poll(() => booksShown(page)).toBe(before.booksRemaining);

  const referral = (row: number) => ({
    [`referral${row}Name`]: `Referred Person${row}`,
    [`referral${row}Email`]: uniqueEmail(`referred${row}`),
    [`referral${row}Title`]: 'VP Sales',
    [`referral${row}Company`]: `Company ${row}`,
  });
  const submitted = await page.request.post('/api/referrals/submit', {
    data: { name: 'Priya Shah', email: uniqueEmail('referrer'), consent: true, ...referral(1), ...referral(2) },
  });
  expect(submitted.ok()).toBe(true);

  // The worker counts the referrals shortly after; a reload asks the server again.
  await expect(async () => {
    await page.reload();
    await expect.poll(() => booksShown(page), { timeout: 5_000 }).toBe(before.booksRemaining - 2);
  }).toPass({ timeout: 30_000, intervals: [500] });
});
