import { expect, test } from '@playwright/test';
import { openPage } from './support/navigation';

test('confetti is decoration: its bursts share one canvas, hidden from screen readers and gone once they land', async ({ page }) => {
  await openPage(page, '/');
  // The click bursts where it was made, and party mode celebrates from both sides over 3 seconds.
  await page.getByRole('button', { name: 'Enable Party Mode' }).click();
  const canvas = page.locator('body > canvas');
  await expect(canvas).toHaveCount(1);
  await expect(canvas).toHaveAttribute('aria-hidden', 'true');
  await expect(canvas).toHaveCount(0, { timeout: 15_000 });
});
