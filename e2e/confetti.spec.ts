import { expect, test } from '@playwright/test';
import { openPage } from './support/navigation';

test('confetti is decoration: its bursts share one canvas, hidden from screen readers and gone once they land', async ({ page }) => {
  // The pieces fall a set number of animation frames, which a loaded machine draws slowly: the page's clock is
  // driven here instead, a second at a time, so their landing waits on no frame rate.
  await page.clock.install();
  await openPage(page, '/');
  // The click bursts where it was made, and party mode celebrates from both sides over 3 seconds.
  await page.getByRole('button', { name: 'Enable Party Mode' }).click();
  const canvas = page.locator('body > canvas');
  await expect(canvas).toHaveCount(1);
  await expect(canvas).toHaveAttribute('aria-hidden', 'true');
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return canvas.count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
});
