import { expect, test } from '@playwright/test';
import { unlockDashboard } from './support/admin';
import { trackJourney } from './support/journeys';

/** This test's own campaign, so other tests' visitors never count in its row. */
const CAMPAIGN = `bd-${Date.now().toString(36)}`;

test('the conversion funnel broken down by campaign shows this campaign’s row on the dashboard, and the address keeps it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const utm = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: CAMPAIGN };
  // Two people from the campaign: one goes on to the landing page, one stops at home.
  await trackJourney(request, [{ view: '/', utm }, { step: 'home', utm }, { view: '/landing' }, { step: 'landing' }]);
  await trackJourney(request, [{ view: '/', utm }, { step: 'home', utm }]);

  await page.setViewportSize({ width: 1366, height: 768 });
  await unlockDashboard(page);
  await page.getByRole('checkbox', { name: 'Breakdown download' }).uncheck();
  const pickers = page.getByRole('form', { name: 'Conversion funnel settings' });
  await pickers.getByLabel('Break down by').selectOption('campaign');
  await pickers.getByLabel('Touch').selectOption('last');
  await expect(page).toHaveURL(/breakdown=campaign&touch=last/);

  // The worker projects the log shortly after; the dashboard asks again every 30 s, so reload until it shows.
  const caption = `Campaign: ${CAMPAIGN} (last touch before entering)`;
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: caption })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  const table = page.getByRole('table', { name: caption });
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Home' }) }).getByRole('cell').first()).toHaveText('2');
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Landing', exact: true }) }).getByRole('cell').first()).toHaveText('1');

  // The chart's own table names the row and the touch that supplied it.
  const overview = page.getByRole('table', { name: /^People who reached each step in order, by campaign/ });
  await expect(overview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CAMPAIGN }) })).toContainText('Last touch before entering');

  // The row's table is reachable from the keyboard: its scrolling box takes focus.
  const region = page.getByRole('region', { name: caption });
  await region.focus();
  await expect(region).toBeFocused();

  // Readable on a laptop and on a phone: the page never scrolls sideways; a table too wide scrolls within its box.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(table).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
