import { expect, type Page } from '@playwright/test';
import { openPage } from './navigation';

/** stack.mjs starts the API with this password. */
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

/** Signs in on the dashboard and waits for it: a reload before the session cookie is set would show the gate again. */
export async function unlockDashboard(page: Page): Promise<void> {
  await openPage(page, '/admin-dashboard');
  await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Unlock Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pitchlens Admin Dashboard' })).toBeVisible();
}
