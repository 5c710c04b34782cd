import type { ErrorResponse } from '@pitchlens/contracts';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { dropQueueKeys } from '../../worker/test/worker-app';
import { startAdminTestApp, type AdminTestApp } from '../test/admin-test-app';
import { declaredRoutes } from '../test/declared-routes';
import { API_ENDPOINTS, OTHER_ENDPOINTS } from '../test/hostile/endpoints';
import { crossSiteRequest, hostileRequests, targetedRequests, validUrl, type Endpoint, type HostileRequest } from '../test/hostile/hostile-requests';
import { rawRequest, stalledBody, trickledBody } from '../test/hostile/raw-http';
import { requestTargets } from '../test/hostile/request-targets';
import { countEvents } from '../test/test-app';
import { longTestScale } from '../../worker/test/long-test-scale';
import { isApiUrl } from './common/http/api-url';
import { STRIPE_WEBHOOK_PATH } from './payments/stripe/stripe-gateway';

/**
 * Hostile bodies, query strings, path parameters and headers at every route,
 * through the real app: nothing a client sends gets a 5xx; an API refusal is
 * JSON in the error shape, a 400 names a field, and a refused call appends no
 * event. Each route gets its targeted requests (every field with each known
 * kind of trouble), then HOSTILE_RUNS random ones (default 25 × LONG_TEST_SCALE;
 * a longer local run: HOSTILE_RUNS=5000); HOSTILE_SEED replays a reported failure. And on the
 * wire, as no HTTP client would send them: every write in other forms of its
 * request target, and bodies that stall or trickle.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? Math.round(25 * longTestScale()));
const SEED = process.env.HOSTILE_SEED === undefined ? undefined : Number(process.env.HOSTILE_SEED);
const SITE_URL = 'https://www.pitchlens.example';
const QUEUE_PREFIX = `test-hostile-${randomBytes(4).toString('hex')}`;
/** Short, so held bodies are cut within seconds; still far more than any request here takes to arrive. */
const REQUEST_TIMEOUT_SECONDS = 3;

let t: AdminTestApp;
let port: number;
beforeAll(async () => {
  t = await startAdminTestApp('hostile_input', {
    SITE_URL,
    QUEUE_PREFIX,
    // Forwarded headers are client input too once trusted; and no refusal here may be the rate limiter's.
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
  });
  // The Stripe emulator is never told where the API is, so no webhook (and the event it appends) lands between a
  // request and its count.
  port = t.port;
});
afterAll(async () => {
  await dropQueueKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX);
  await t.close();
});

async function send(request: HostileRequest) {
  const http = t.http();
  let call = http[request.method.toLowerCase() as Lowercase<HostileRequest['method']>](request.url);
  for (const [name, value] of Object.entries(request.headers)) call = call.set(name, value);
  return request.body === undefined ? call : call.send(request.body);
}

async function expectHandled(request: HostileRequest): Promise<void> {
  const before = await countEvents(t.db);
  const res = await send(request);
  expect(res.status).toBeLessThan(500);
  if (request.refuses !== undefined) {
    expect(res.status).toBe(400);
    expect((res.body as ErrorResponse).fields.map((f) => f.field)).toContain(request.refuses);
  }
  if (res.status < 400) return;
  expect(await countEvents(t.db)).toBe(before);
  const path = request.url.split('?')[0];
  if (!isApiUrl(path)) return;
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.body as ErrorResponse;
  expect(body).toEqual({ success: false, statusCode: res.status, error: expect.any(String), fields: expect.any(Array) });
  for (const field of body.fields) expect(field).toEqual({ field: expect.any(String), message: expect.any(String) });
  if (res.status === 400) expect(body.fields.length).toBeGreaterThan(0);
  // Unless the router refused the URL itself, the write policy decides first.
  if (request.policy !== undefined && body.fields[0]?.field !== 'url') expect(res.status).toBe(request.policy);
}

it('attacks every route the controllers declare, and the Stripe webhook', () => {
  const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
  const declared = [...declaredRoutes().map(key), `POST ${STRIPE_WEBHOOK_PATH}`].sort();
  // A route may be attacked with several samples (the contact list with and without a cohort).
  expect([...new Set(API_ENDPOINTS.map(key))].sort()).toEqual(declared);
});

describe.each([...API_ENDPOINTS, ...OTHER_ENDPOINTS].map((endpoint): [string, Endpoint] => [`${endpoint.method} ${endpoint.path}`, endpoint]))('%s', (_name, endpoint) => {
  it(
    'answers hostile input without a 5xx, refusing in the error shape and appending nothing',
    async () => {
      const context = { siteUrl: SITE_URL, adminCookie: t.cookie };
      // The targeted requests run first, every time; then RUNS random ones.
      const examples = targetedRequests(endpoint, context).map((request): [HostileRequest] => [request]);
      await fc.assert(fc.asyncProperty(hostileRequests(endpoint, context), expectHandled), { numRuns: RUNS + examples.length, examples, seed: SEED });
    },
    30_000 + RUNS * 200,
  );
});

const WRITES = API_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

describe('a write whose request target is not a plain path', () => {
  it.each(WRITES.filter((endpoint) => endpoint.path !== STRIPE_WEBHOOK_PATH).map((endpoint): [string, Endpoint] => [`${endpoint.method} ${endpoint.path}`, endpoint]))(
    '%s: reaching the route, a cross-site call is refused 403 naming origin (else 404) and appends nothing',
    async (_path, endpoint) => {
      const request = crossSiteRequest(endpoint, { siteUrl: SITE_URL, adminCookie: t.cookie });
      const headers = Object.entries({ host: 'pitchlens.test', ...request.headers }).map(([name, value]) => `${name}: ${value}`);
      for (const { target, routed } of requestTargets(request.url, 'pitchlens.test')) {
        const before = await countEvents(t.db);
        const res = await rawRequest(port, [`${request.method} ${target} HTTP/1.1`, ...headers].join('\r\n'), request.body);
        const field = res.headers['content-type']?.startsWith('application/json') ? (JSON.parse(res.body) as ErrorResponse).fields[0]?.field : undefined;
        expect({ target, status: res.status, field }).toEqual({ target, status: routed ? 403 : 404, field: routed ? 'origin' : undefined });
        expect(await countEvents(t.db)).toBe(before);
      }
    },
  );
});

it('cuts a stalled and a trickled body at every write past the request time limit, appending nothing', async () => {
  const before = await countEvents(t.db);
  const held = await Promise.all(WRITES.flatMap((endpoint) => [stalledBody(port, validUrl(endpoint)), trickledBody(port, validUrl(endpoint), 500)]));
  for (const { answer, afterMs } of await Promise.all(held.map((request) => request.closed))) {
    // 408, unless the route refused the call before its body (the privacy-request limit, spent by the attacks above).
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    // The limit, Node's check once a second, and room for a loaded machine.
    expect(afterMs).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 10) * 1_000);
  }
  expect(await countEvents(t.db)).toBe(before);
});
