import { expect, test } from '@playwright/test';
import { unlockDashboard } from './support/admin';

test('an annotation added is shown on the traffic chart, in its table and in the list, and can be edited and removed', async ({ page }) => {
  const text = `Spring newsletter sent ${Date.now()}`;
  await unlockDashboard(page);
  const form = page.getByRole('form', { name: 'Add a note' });
  // The day is the chart's last unless changed: today, so the chart shows it.
  await expect(form.getByLabel('Day')).not.toHaveValue('');
  await form.getByLabel('What happened').fill(text);
  await form.getByRole('button', { name: 'Add note' }).click();

  const marker = page.locator('.annotation-marker title', { hasText: text });
  await expect(marker).toHaveCount(1);
  await expect(page.getByRole('table', { name: /Page views and funnel events per day/ }).getByRole('cell', { name: text })).toHaveCount(1);
  const listed = page.getByRole('list', { name: 'Annotations on these days' }).getByRole('listitem').filter({ hasText: text });
  await expect(listed).toContainText('Note');

  await listed.getByRole('button', { name: /^Edit the note/ }).click();
  const editForm = page.getByRole('form', { name: 'Edit the note' });
  await editForm.getByLabel('What happened').fill(`${text} (edited)`);
  await editForm.getByRole('button', { name: 'Save note' }).click();
  await expect(page.locator('.annotation-marker title', { hasText: `${text} (edited)` })).toHaveCount(1);

  const list = page.getByRole('list', { name: 'Annotations on these days' });
  await list.getByRole('listitem').filter({ hasText: `${text} (edited)` }).getByRole('button', { name: /^Remove the note/ }).click();
  await expect(page.locator('.annotation-marker title', { hasText: text })).toHaveCount(0);
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a note without text is refused in the form, naming what to fix', async ({ page }) => {
  await unlockDashboard(page);
  const form = page.getByRole('form', { name: 'Add a note' });
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(form.getByText('Write what happened.')).toBeVisible();
  await expect(form.getByLabel('What happened')).toHaveAttribute('aria-invalid', 'true');
});
