import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { API_ENDPOINTS } from '../../test/hostile/endpoints';
import { documentValidator } from '../../test/openapi-validator';
import { startTestApp, type TestApp } from '../../test/test-app';
import { declaredRoutes } from '../../test/declared-routes';
import { GetBooksRemainingHandler } from '../giveaway/queries/get-books-remaining/get-books-remaining.handler';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe/stripe-gateway';
import { OPENAPI_PATH, openApiPath } from './openapi-document';

const PASSWORD = 'reference-password';
const PREFIX = `test-openapi-${randomBytes(4).toString('hex')}`;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp('openapi', { ADMIN_PASSWORD: PASSWORD, REDIS_KEY_PREFIX: PREFIX });
  const login = await t.http().post('/api/admin/login').send({ password: PASSWORD }).expect(204);
  cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
});
afterAll(async () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await t.close();
});

type Parameter = { name: string; in: string; required: boolean; schema: object };
type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: object } } };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };
const documentOf = async () => (await t.http().get(OPENAPI_PATH).set('cookie', cookie).expect(200)).body as Document;

describe('the OpenAPI document', () => {
  it('describes every route the API answers: each controller route, the Stripe webhook and itself, and nothing else', async () => {
    const { openapi, paths } = await documentOf();
    expect(openapi).toMatch(/^3\.1\./);
    const documented = Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const served = [...declaredRoutes().map((r) => `${r.method} ${openApiPath(r.path)}`), `POST ${STRIPE_WEBHOOK_PATH}`, `GET ${OPENAPI_PATH}`];
    expect(documented.sort()).toEqual(served.sort());
  });

  it("gives every route's answer on success: its status, with a body's media type and schema or none (`@Answers` on the handler)", async () => {
    const { paths } = await documentOf();
    const routes = [...declaredRoutes(), { method: 'POST', path: STRIPE_WEBHOOK_PATH, status: 200 }, { method: 'GET', path: OPENAPI_PATH, status: 200 }];
    const undocumented = routes.filter(({ method, path, status }) => {
      const success = paths[openApiPath(path)][method.toLowerCase()].responses[String(status)] as { content?: Record<string, { schema?: object }> } | undefined;
      return !success || Object.values(success.content ?? {}).some((media) => !media.schema);
    });
    expect(undocumented.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([]);
  });

  it("fails the test file whose API answers what the route's schema does not allow, naming the route, the status and each problem", async () => {
    const other = await startTestApp('openapi-check');
    try {
      jest.spyOn(other.app.get(GetBooksRemainingHandler), 'execute').mockResolvedValue({ booksRemaining: '199', giveaway: 'books' } as never);
      await other.http().get('/api/giveaway/books-remaining').expect(200);
    } finally {
      await expect(other.close()).rejects.toThrow(
        [
          'GET /api/giveaway/books-remaining → 200: / must NOT have additional properties {"additionalProperty":"giveaway"}',
          'GET /api/giveaway/books-remaining → 200: /booksRemaining must be number {"type":"number"}',
        ].join('\n'),
      );
    }
  });

  it('marks exactly the routes that need the admin session, with their 401', async () => {
    const { paths } = await documentOf();
    for (const route of declaredRoutes()) {
      const operation = paths[openApiPath(route.path)][route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, admin: operation.security !== undefined, has401: '401' in operation.responses }).toEqual({
        route: `${route.method} ${route.path}`,
        admin: route.adminOnly,
        has401: route.adminOnly,
      });
    }
  });

  it("describes each route's input as the API validates it: every valid sample call matches it, every parameter the API reads is named", async () => {
    const document = await documentOf();
    const body = documentValidator(document);
    const query = documentValidator(document, true);
    for (const endpoint of API_ENDPOINTS.filter((e) => e.path !== STRIPE_WEBHOOK_PATH)) {
      const operation = document.paths[openApiPath(endpoint.path)][endpoint.method.toLowerCase()];
      const where = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.body) expect({ where, problems: body(operation.requestBody?.content['application/json'].schema ?? { not: {} }, endpoint.body) }).toEqual({ where, problems: [] });
      const named = (operation.parameters ?? []).filter((p) => p.in === 'query');
      for (const [name, value] of Object.entries(endpoint.query ?? {})) {
        const parameter = named.find((p) => p.name === name);
        expect({ where, name, documented: parameter !== undefined, problems: parameter ? query(parameter.schema, value) : [] }).toEqual({ where, name, documented: true, problems: [] });
      }
    }
    for (const route of declaredRoutes().filter((r) => r.body)) {
      const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      // A body with a required field: the empty object, which the API refuses, does not match.
      const schema = operation.requestBody?.content['application/json'].schema as { $ref?: string };
      const declared = document.components.schemas[schema.$ref?.split('/').pop() ?? ''] as { required?: string[] };
      if (declared.required?.length) expect(body(schema, {})).not.toEqual([]);
    }
  });

  it('and the reference page are for a signed-in admin only, never cached', async () => {
    for (const path of [OPENAPI_PATH, '/api/docs', '/api/docs/swagger-ui-bundle.js']) {
      const refused = await t.http().get(path).expect(401);
      expect(refused.body).toMatchObject({ success: false, statusCode: 401 });
      await t.http().get(path).set('cookie', 'pitchlens_admin=' + 'x'.repeat(43)).expect(401);
    }
    const page = await t.http().get('/api/docs').set('cookie', cookie).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const script = await t.http().get('/api/docs/reference.js').set('cookie', cookie).expect(200);
    expect(script.text).toContain(OPENAPI_PATH);
    const bundle = await t.http().get('/api/docs/swagger-ui-bundle.js').set('cookie', cookie).expect(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
  });
});
