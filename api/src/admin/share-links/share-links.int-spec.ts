import type { CreateShareLinkResponse, ShareLinksResponse } from '@pitchlens/contracts';
import { declaredRoutes } from '../../../test/declared-routes';
import { startAdminTestApp, type AdminTestApp } from '../../../test/admin-test-app';
import { API_REFERENCE_PATH } from '../../docs/api-reference';
import { QUEUE_BOARD_PATH } from '../operations/queue-board/queue-board';
import { signShareToken } from './share-token';
import { SHARED_REPORT_ROUTES } from './shared-routes';

let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp('share_links');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const SOME_ID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

async function createLink(label = 'Board', expiresAt = inDays(7)): Promise<CreateShareLinkResponse> {
  const res = await t.http().post('/api/admin/share-links').set('cookie', t.cookie).send({ label, expiresAt });
  expect(res.status).toBe(201);
  return res.body;
}
const links = async () => (await t.get<ShareLinksResponse>('/api/admin/share-links')).links;
/** The route asked by its own method (a body where it takes one), with the token as bearer. */
const asViewer = (method: string, path: string, token: string) => {
  const agent = t.http();
  const bodied: Record<string, (() => ReturnType<typeof agent.get>) | undefined> = { POST: () => agent.post(path).send({}), PATCH: () => agent.patch(path).send({}), DELETE: () => agent.delete(path) };
  const request = bodied[method]?.() ?? agent.get(path);
  return request.set('authorization', `Bearer ${token}`);
};
const refusal = (res: { status: number; body: { error?: string } }, why: RegExp) => {
  expect(res.status).toBe(401);
  expect(res.body.error).toMatch(why);
};
const now = encodeURIComponent(new Date().toISOString());

it('opens each aggregate report with the token alone, trimmed of every person, and notes the use', async () => {
  const { link, token } = await createLink();
  expect(link).toMatchObject({ label: 'Board', revokedAt: null, lastUsedAt: null });
  for (const path of ['/api/admin/summary', '/api/admin/traffic', '/api/admin/funnel', '/api/admin/funnel/conversion', '/api/admin/utm', '/api/admin/visitors/now', `/api/admin/visitors?from=${now}&to=${now}`]) {
    expect((await asViewer('GET', path, token)).status).toBe(200);
  }
  // Beside the admin's own cookie too: the token alone decides.
  const revenue = await asViewer('GET', '/api/admin/revenue?compare=previous&from=2026-01-01&to=2026-01-31', token).set('cookie', t.cookie);
  expect(revenue.status).toBe(200);
  expect(revenue.body.trialsDue).toEqual([]);
  expect(revenue.body.previous.trialsDue).toEqual([]);
  const [listed] = await links();
  expect(listed.id).toBe(link.id);
  expect(Date.parse(listed.lastUsedAt!)).toBeGreaterThanOrEqual(Date.parse(link.createdAt));
});

it('is refused by every other admin route, each one the controllers declare and the admin pages', async () => {
  const { token } = await createLink('Walker');
  // The allow-list is the dashboard's aggregate reports and the charts' annotations, nothing else.
  expect(Object.keys(SHARED_REPORT_ROUTES).sort()).toEqual(
    ['annotations', 'funnel', 'funnel/conversion', 'revenue', 'summary', 'traffic', 'utm', 'visitors', 'visitors/now'].map((report) => `GET /api/admin/${report}`),
  );
  const admin = declaredRoutes().filter((route) => route.adminOnly);
  const refused = admin.filter((route) => !Object.hasOwn(SHARED_REPORT_ROUTES, `${route.method} ${route.path}`));
  // Every route the allow-list names exists, and the walk is not empty.
  expect(admin.length - refused.length).toBe(Object.keys(SHARED_REPORT_ROUTES).length);
  expect(refused.length).toBeGreaterThan(15);
  for (const route of refused) {
    const res = await asViewer(route.method, route.path.replace(/:\w+/g, SOME_ID), token).set('cookie', t.cookie);
    // Named, so a route answering otherwise says which.
    expect(`${route.method} ${route.path} ${res.status}`).toBe(`${route.method} ${route.path} 401`);
    refusal(res, /share link opens only the aggregate reports/);
  }
  for (const page of [QUEUE_BOARD_PATH, API_REFERENCE_PATH]) expect((await asViewer('GET', page, token)).status).toBe(401);
});

it('is documented on the allowed reports, and on them alone, as an alternative to the admin session', async () => {
  const document = await t.get<{ paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> }>('/api/docs/openapi.json');
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.some((scheme) => 'share_link' in scheme))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  expect(documented.sort()).toEqual(Object.keys(SHARED_REPORT_ROUTES).sort());
});

it('answers 401 JSON to a tampered, expired, revoked or unknown token', async () => {
  const { link, token } = await createLink('Soon gone');
  const [id, expiry, signature] = token.split('.');
  const later = (parseInt(expiry, 36) + DAY).toString(36);
  refusal(await asViewer('GET', '/api/admin/summary', [id, later, signature].join('.')), /not one this server signed/);
  // The signature's first character changed: all six of its bits are the signature's (the last one's lowest two are padding, and
  // replacing the last two with "AA" left about one token in a thousand as it was).
  const other = signature[0] === 'A' ? 'B' : 'A';
  refusal(await asViewer('GET', '/api/admin/summary', [id, expiry, other + signature.slice(1)].join('.')), /not one this server signed/);
  // The development key signs these, as the server does without SHARE_LINK_SECRET.
  const secret = 'pitchlens-development-share-links';
  refusal(await asViewer('GET', '/api/admin/summary', signShareToken(secret, { linkId: link.id, expiresAt: new Date(Date.now() - 1000) })), /expired/);
  refusal(await asViewer('GET', '/api/admin/summary', signShareToken(secret, { linkId: SOME_ID, expiresAt: new Date(inDays(1)) })), /no longer exists/);

  expect((await asViewer('GET', '/api/admin/summary', token)).status).toBe(200);
  const revoked = await t.http().post(`/api/admin/share-links/${link.id}/revoke`).set('cookie', t.cookie).send({});
  expect(revoked.status).toBe(200);
  expect(revoked.body.revokedAt).not.toBeNull();
  refusal(await asViewer('GET', '/api/admin/summary', token), /revoked/);
  expect((await links()).find((l) => l.id === link.id)?.revokedAt).toBe(revoked.body.revokedAt);
});

it('refuses a link without a label, or expiring in the past or beyond a year, and keeps nothing', async () => {
  const before = (await links()).length;
  for (const [body, field] of [
    [{ label: ' ', expiresAt: inDays(1) }, 'label'],
    [{ label: 'Board', expiresAt: inDays(-1) }, 'expiresAt'],
    [{ label: 'Board', expiresAt: inDays(400) }, 'expiresAt'],
    [{ label: 'Board', expiresAt: '2027-01-01' }, 'expiresAt'],
  ] as const) {
    const res = await t.http().post('/api/admin/share-links').set('cookie', t.cookie).send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  }
  expect((await t.http().post(`/api/admin/share-links/${SOME_ID}/revoke`).set('cookie', t.cookie).send({})).status).toBe(404);
  expect(await links()).toHaveLength(before);
});
