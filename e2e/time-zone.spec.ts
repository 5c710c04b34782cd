import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ReportTimeZoneResponse } from '@pitchlens/contracts';
import { randomUUID } from 'node:crypto';
import { unlockDashboard } from './support/admin';

const ZONE = 'Asia/Tokyo';
const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// Two days ago at 20:00 UTC: within the 72 hours a client's time is taken for, on a UTC day no
// other test records on, and 05:00 the next day in Tokyo.
const before = utcDay(Date.now() - 2 * DAY_MS);
const after = utcDay(Date.now() - DAY_MS);
const at = `${before}T20:00:00.000Z`;

/** The page views of a day, as the traffic chart's data table lists them (0 when the day has no row). */
async function pageViewsOn(page: Page, day: string): Promise<number> {
  const row = page.getByRole('figure', { name: /^Page views and funnel events per day/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: day, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole('cell').first().textContent());
}

async function chooseZone(request: APIRequestContext, timeZone: string): Promise<void> {
  const chosen = await request.post('/api/admin/operations/report-time-zone', { data: { timeZone } });
  expect(chosen.status()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get('/api/admin/operations/report-time-zone')).json()) as ReportTimeZoneResponse).liveTimeZone, { timeout: 30_000 })
    .toBe(timeZone);
}

test('choosing a report time zone in Operations rebuilds the charts in it', async ({ page }) => {
  for (let i = 0; i < 3; i++) {
    const sent = await page.request.post('/api/track-page-view', { data: { path: '/', title: 'Home', sessionId: `tz-${randomUUID()}`, occurredAt: at } });
    expect(sent.status()).toBe(201);
  }
  await unlockDashboard(page);
  try {
    await expect(page.getByRole('figure', { name: /days in UTC/ })).toBeVisible();
    await expect.poll(() => pageViewsOn(page, before), { timeout: 20_000 }).toBe(3);

    await page.getByRole('tab', { name: 'Operations' }).click();
    await expect(page.getByTestId('live-time-zone')).toHaveText('UTC');
    await page.getByRole('combobox', { name: 'Zone' }).selectOption(ZONE);
    await page.getByRole('button', { name: 'Rebuild reports in this zone' }).click();
    const finished = page.getByText(/Rebuild in Asia\/Tokyo \(report time zone changed\), started .*: finished /);
    await expect(finished).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('live-time-zone')).toHaveText(ZONE);
    // The worker's record of the rebuild, not the page's memory of its job, says so after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Operations' }).click();
    await expect(finished).toBeVisible();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('figure', { name: /days in Asia\/Tokyo/ })).toBeVisible();
    // The views move to the Tokyo day they fell on (no other test records on that UTC day).
    expect(await pageViewsOn(page, before)).toBe(0);
    expect(await pageViewsOn(page, after)).toBeGreaterThanOrEqual(3);
  } finally {
    // The rest of the run reads UTC days.
    await chooseZone(page.request, 'UTC');
  }
});
