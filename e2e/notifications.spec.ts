import { expect, test } from '@playwright/test';
import { unlockDashboard } from './support/admin';

test("an alert turned off in Operations stays off after a reload, and back on", async ({ page }) => {
  await unlockDashboard(page);
  await page.getByRole('tab', { name: 'Operations' }).click();
  const section = page.getByRole('region', { name: 'Notifications' });
  const visitors = section.getByRole('checkbox', { name: "Alert: a day's visitors outside their usual range" });
  await expect(visitors).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
  try {
    await visitors.uncheck();
    await expect(visitors).not.toBeChecked();
    await page.reload();
    await page.getByRole('tab', { name: 'Operations' }).click();
    await expect(visitors).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
  } finally {
    // The rest of the run finds every kind on.
    const on = await page.request.post('/api/admin/operations/notifications', { data: { kind: 'visitors', enabled: true } });
    expect(on.status()).toBe(200);
  }
  await page.reload();
  await page.getByRole('tab', { name: 'Operations' }).click();
  await expect(visitors).toBeChecked();
});
