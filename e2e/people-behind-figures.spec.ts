import { expect, test, type Page } from '@playwright/test';
import { unlockDashboard } from './support/admin';
import { trackJourney } from './support/journeys';

/** This file's own campaign, so other tests' visitors never count in its row. */
const CAMPAIGN = `pb-${Date.now().toString(36)}`;
const utm = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: CAMPAIGN };
const today = () => new Date().toISOString().slice(0, 10);

/** Reloads until `ready` holds: the worker projects the log a moment after each call, and the dashboard asks again only every 30 s. */
async function reloadUntil(page: Page, ready: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await ready();
  }).toPass({ timeout: 60_000, intervals: [1_000] });
}

test('a dropped-off cell opens exactly its people in the contact table and its CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Three people from the campaign: one goes on to the landing page, two stop at home. The range runs from the day
  // they start to the day they are done, so a UTC midnight passing between keeps them all in it.
  const from = today();
  await trackJourney(request, [{ view: '/', utm }, { step: 'home', utm }, { view: '/landing' }, { step: 'landing' }]);
  await trackJourney(request, [{ view: '/', utm }, { step: 'home', utm }]);
  await trackJourney(request, [{ view: '/', utm }, { step: 'home', utm }]);
  const to = today();

  await unlockDashboard(page);
  const settings = page.getByRole('form', { name: 'Conversion funnel settings' });
  await page.goto(`/admin-dashboard?steps=home,landing&breakdown=campaign&touch=last&from=${from}&to=${to}`);
  await expect(settings.getByLabel('Break down by')).toHaveValue('campaign');
  const caption = `Campaign: ${CAMPAIGN} (last touch before entering)`;
  await reloadUntil(page, () => expect(page.getByRole('table', { name: caption })).toBeVisible({ timeout: 5_000 }));

  const landing = page.getByRole('table', { name: caption }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Landing', exact: true }) });
  const dropped = landing.getByRole('button', { name: /^2: show the 2 people, who dropped before Landing, campaign/ });
  await dropped.click();

  // The table holds those two, and says whose they are; the address keeps it.
  await expect(page.getByText(`Conversion: people who dropped before Landing (Home → Landing within 14d, campaign ${CAMPAIGN} by last touch), ${from} to ${to}`)).toBeVisible();
  await expect(page).toHaveURL(/cohort=conversion.*cohortCell=dropped/);
  await expect(page.getByText(/Page 1 of 1 · 2 people behind the figure/)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Contacts', exact: true }).getByRole('row');
  await expect(rows).toHaveCount(3);
  const shown = (await rows.allInnerTexts()).slice(1);

  // The CSV the page offers lists the same two people.
  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await page.request.get(href as string);
  expect(csv.ok()).toBe(true);
  const lines = (await csv.text()).trim().split('\n').slice(1);
  expect(lines).toHaveLength(2);
  const emails = lines.map((line) => line.split(',')[1]);
  for (const email of emails) expect(shown.some((row) => row.includes(email))).toBe(true);

  // A reload shows the same people; "Show all contacts" leaves them.
  await page.reload();
  await expect(page.getByText(/2 people behind the figure/)).toBeVisible();
  await page.getByRole('button', { name: 'Show all contacts' }).click();
  await expect(page).not.toHaveURL(/cohort=/);
});

test('the figures are set against the previous period when asked', async ({ page, request }) => {
  await trackJourney(request, [{ view: '/', utm }, { step: 'home', utm }]);
  await unlockDashboard(page);
  await page.goto(`/admin-dashboard?from=${today()}&to=${today()}`);
  await page.getByRole('checkbox', { name: 'Compare with the previous period' }).check();
  await expect(page).toHaveURL(/compare=previous/);
  // Today against yesterday: every count says how it moved.
  const home = page.getByRole('table', { name: /^Funnel/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Home' }) });
  await expect(home.getByRole('cell').first()).toHaveText(/^\d[\d,]* \((new|no change|[+−][\d,]+, [+−][\d.]+%)\)$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Page views today' })).toContainText('vs yesterday');
});
