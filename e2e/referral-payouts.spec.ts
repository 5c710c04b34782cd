import { expect, test } from '@playwright/test';
import { unlockDashboard } from './support/admin';
import { openPage } from './support/navigation';

/** This test's own referrer and company domain, so other tests' referrals and earlier runs never share its company. */
const STAMP = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REFERRER = `Payout Referrer ${STAMP}`;
const REFERRED = `Demo Attendee ${STAMP}`;
const TEAM = 'ops@pitchlens.test';

test('a demo marked attended produces a gift card owed, which marking paid records with who and when', async ({ page }) => {
  test.setTimeout(90_000);
  const submitted = await page.request.post('/api/referrals/submit', {
    data: {
      name: REFERRER,
      email: `referrer-${STAMP}@brightsales.io`,
      consent: true,
      referral1Name: REFERRED,
      referral1Email: `attendee@payouts-${STAMP}.io`,
      referral1Title: 'Sales Manager',
      referral1Company: 'Payout Co',
    },
  });
  expect(submitted.ok()).toBe(true);

  await unlockDashboard(page);
  await page.getByLabel('Your email address (recorded with each demo and payout)').fill(TEAM);
  const markAttended = page.getByRole('button', { name: `Mark demo attended: ${REFERRED}` });
  // The worker lists the referral shortly after; a reload asks the server again.
  await expect(async () => {
    await page.reload();
    await expect(markAttended).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000, intervals: [500] });

  await markAttended.click();
  const demoForm = page.getByRole('form', { name: `Record the demo of ${REFERRED}` });
  // The step opens on now, to the minute: a demo just held.
  await expect(demoForm.getByLabel('Demo held at (your local time)')).toBeFocused();
  await demoForm.getByRole('button', { name: 'Record demo' }).click();

  const payouts = page.getByRole('table', { name: `${REFERRER} <referrer-${STAMP}@brightsales.io>: 1 owed, 0 paid, 0 refused` });
  await expect(payouts).toBeVisible({ timeout: 20_000 });
  const row = payouts.getByRole('row').filter({ hasText: REFERRED });
  await expect(row).toContainText(`Payout Co (payouts-${STAMP}.io)`);
  await expect(row).toContainText('Owed');
  await expect(page.getByRole('table', { name: /^Referrals, newest first/ }).getByRole('row').filter({ hasText: REFERRED })).toContainText('Attended');

  await row.getByRole('button', { name: `Mark paid: ${REFERRED}` }).click();
  const paid = page.getByRole('table', { name: `${REFERRER} <referrer-${STAMP}@brightsales.io>: 0 owed, 1 paid, 0 refused` });
  await expect(paid).toBeVisible({ timeout: 20_000 });
  await expect(paid.getByRole('row').filter({ hasText: REFERRED })).toContainText(`by ${TEAM}`);
  await expect(paid.getByRole('button', { name: `Mark paid: ${REFERRED}` })).toHaveCount(0);

  // The team member's address is kept for the browser session.
  await openPage(page, '/admin-dashboard');
  await expect(page.getByLabel('Your email address (recorded with each demo and payout)')).toHaveValue(TEAM);
});
