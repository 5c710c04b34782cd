import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminContact, ContactsResponse } from '@pitchlens/contracts';
import { uniqueEmail } from './support/card';
import { withEventLog } from './support/event-log';
import { mailTo, type CaughtMail } from './support/mail';
import { openPage } from './support/navigation';

/** stack.mjs starts the API with this password. */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const CONFIRM_LINK = /\/privacy-request\/confirm\?token=([A-Za-z0-9._~%-]+)/;
const BREAKDOWN_SUBJECT = 'Your pitch breakdown is here';

/** The catcher's list carries each message's HTML part too. */
const bodyOf = (mail: CaughtMail) => `${mail.text ?? ''}\n${(mail as CaughtMail & { html?: string | null }).html ?? ''}`;

/**
 * A visitor leaves their address in the breakdown form, so the product holds
 * data about them; waiting for the breakdown mail keeps its sending out of the
 * way of what the test does next.
 */
async function identify(page: Page, email: string) {
  await openPage(page, '/hormozi-breakdown');
  await page.getByRole('textbox', { name: 'Where should we send your breakdown?' }).fill(email);
  await page.getByRole('button', { name: 'Send Me the Free Breakdown' }).click();
  await expect(page).toHaveURL(/\/pitchlens-premium$/);
  await expect.poll(async () => (await mailTo(email)).some((mail) => mail.subject === BREAKDOWN_SUBJECT), { timeout: 30_000 }).toBe(true);
}

async function askOnSite(page: Page, email: string, choice: 'Send me my data' | 'Delete my data') {
  await openPage(page, '/privacy-request');
  await page.getByRole('textbox', { name: /Your email address/ }).fill(email);
  await page.getByRole('radio', { name: new RegExp(choice) }).check();
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText('Nothing happens until the link is opened.')).toBeVisible();
}

/** The token of the confirmation link mailed to `email`, once that mail has arrived. */
async function mailedToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        token = (await mailTo(email)).map((mail) => CONFIRM_LINK.exec(bodyOf(mail))?.[1]).find(Boolean);
        return token;
      },
      { timeout: 30_000, message: `a confirmation link mailed to ${email}` },
    )
    .toBeTruthy();
  return decodeURIComponent(token!);
}

/** Mails to `email` after the confirmation: neither the confirmation link nor the breakdown it asked for. */
async function laterMail(email: string): Promise<string[]> {
  return (await mailTo(email)).filter((mail) => mail.subject !== BREAKDOWN_SUBJECT && !CONFIRM_LINK.test(bodyOf(mail))).map(bodyOf);
}

async function openMailedLink(page: Page, token: string, confirmed: string) {
  await openPage(page, `/privacy-request/confirm?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('status')).toHaveText(confirmed);
}

async function adminSession(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } })).status()).toBe(204);
}

/** The contacts the admin search finds for an address (a substring search: only exact matches are kept). */
async function contactsNamed(request: APIRequestContext, email: string): Promise<AdminContact[]> {
  const response = await request.get(`/api/contacts?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ContactsResponse).contacts.filter((contact) => contact.email === email);
}

/** Waits until the admin's contact list holds the person: what a request must keep or erase. */
async function shownToAdmin(request: APIRequestContext, email: string) {
  await adminSession(request);
  await expect.poll(async () => (await contactsNamed(request, email)).length, { timeout: 30_000, message: `${email} among the contacts` }).toBe(1);
}

/** Events of the log that still carry the address in their data. */
function eventsNaming(email: string): Promise<number> {
  return withEventLog(async (client) => {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE data::text LIKE '%' || $1 || '%'`, [email]);
    return rows[0]!.n;
  });
}

test('"Send me my data": the mailed link confirms it, and the export of the person’s events arrives by email', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('privacy-export');
  await identify(page, email);
  await askOnSite(page, email, 'Send me my data');
  await openMailedLink(page, await mailedToken(email), 'Confirmed. We are preparing your data and will email it to you shortly.');

  // The catcher shows no attachments (the JSON file); the mail's text counts the events it holds.
  await expect
    .poll(async () => (await laterMail(email)).some((body) => /\b[1-9]\d* events?\b/.test(body)), {
      timeout: 30_000,
      message: 'an export mail counting the person’s recorded events',
    })
    .toBe(true);
});

test('"Delete my data": the mailed link confirms it, the person is erased and told so by email', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('privacy-erase');
  await identify(page, email);
  await shownToAdmin(request, email);
  await askOnSite(page, email, 'Delete my data');
  await openMailedLink(page, await mailedToken(email), 'Confirmed. We are erasing your data and will email you when it is done.');

  await expect
    .poll(async () => (await laterMail(email)).some((body) => /erased|deleted/i.test(body)), { timeout: 30_000, message: 'a mail saying the erasure is done' })
    .toBe(true);
  expect(await contactsNamed(request, email)).toEqual([]);
  expect(await eventsNaming(email)).toBe(0);
});

test('a request whose link is never opened changes nothing', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('privacy-unconfirmed');
  await identify(page, email);
  await shownToAdmin(request, email);
  const before = await eventsNaming(email);
  expect(before).toBeGreaterThan(0);

  await askOnSite(page, email, 'Delete my data');
  await mailedToken(email);

  const [contact] = await contactsNamed(request, email);
  expect(contact).toMatchObject({ email, currentFunnelStep: expect.any(String) });
  expect(await eventsNaming(email)).toBeGreaterThanOrEqual(before);
});
