import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: a field typed into
 * before then belongs to the static HTML and is reset by hydration.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Opens a page and waits for its tracking call to be answered: leaving earlier would abort it. */
export async function visitTracked(page: Page, path: string): Promise<void> {
  const tracked = page.waitForResponse((response) => /\/api\/track-(page-view|contact|funnel-step)$/.test(response.url()) && response.request().method() === 'POST');
  await openPage(page, path);
  expect((await tracked).ok()).toBe(true);
}
