import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: a field typed into
 * before then belongs to the static HTML and is reset by hydration.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
