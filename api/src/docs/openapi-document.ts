import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_SESSION_COOKIE } from '@pitchlens/contracts';
import type { ApiConfig } from '@pitchlens/config';
import { AppModule } from '../app.module';
import { SHARED_REPORT_ROUTES } from '../admin/share-links/shared-routes';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe/stripe-gateway';
import { declaredRoutes } from './declared-routes';
import type { Responses } from './openapi-types';
import { RequestSchemas } from './request-schemas';
import { ResponseSchemas } from './response-schemas';

export const OPENAPI_PATH = '/api/docs/openapi.json';
const ADMIN_SESSION = 'admin_session';
const SHARE_LINK = 'share_link';

/** `/api/contacts/:id` as OpenAPI writes it: `/api/contacts/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The API's OpenAPI document, generated from the controllers as the app runs
 * them, plus what Nest does not declare: the admin session each admin route
 * requires (read from its guard) and the share link the aggregate reports take, the Stripe webhook (a Fastify route of its
 * own, for the raw body) and this document's own address.
 */
export function openApiDocument(app: INestApplication, config: ApiConfig): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      // 3.1, whose schemas are JSON Schema: the response schemas generated from the TypeScript types
      // (`string | null` is `type: ['string', 'null']`) go in as they are, and ajv checks answers against the same text.
      .setOpenAPIVersion('3.1.0')
      .setTitle('Pitchlens API')
      .setDescription('The funnel event log and its reports. README "API" and "What the numbers mean" give the rules behind every figure.')
      .addCookieAuth(ADMIN_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION_COOKIE }, ADMIN_SESSION)
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: "A share link's token (README \"Shared read-only links\"): the aggregate reports only" }, SHARE_LINK)
      .build(),
  );
  const requests = new RequestSchemas();
  const responses = new ResponseSchemas();
  const refusals = (adminOnly: boolean): Responses => ({
    '400': responses.json('ErrorResponse', 'Bad input: `fields` names each parameter refused'),
    ...(adminOnly ? { '401': responses.json('ErrorResponse', 'No live admin session') } : {}),
    '503': responses.json('ErrorResponse', 'A dependency (Postgres, Redis, Stripe) is unavailable; try again'),
    default: responses.json('ErrorResponse', 'Any other refusal (403, 404, 409, 413, 415, 429 …): the error names why'),
  });
  for (const route of declaredRoutes(AppModule.forRoot(config))) {
    const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
    if (!operation) continue;
    requests.describe(operation, route);
    // Nest's own entry (its default status, no body) gives way to what the route declares; a route that
    // declares nothing keeps no success response, which openapi.int-spec.ts reports. Declared statuses
    // come last: a health check's 503 is its report, not an error.
    operation.responses = { ...refusals(route.adminOnly), ...(route.answer && responses.success(route.answer, route.status)) };
    // Either the admin session or, on the aggregate reports alone, a share link's token.
    const shared = Object.hasOwn(SHARED_REPORT_ROUTES, `${route.method} ${route.path}`);
    if (route.adminOnly) operation.security = [{ [ADMIN_SESSION]: [] }, ...(shared ? [{ [SHARE_LINK]: [] }] : [])];
  }
  // Nest's own schemas of the request classes are empty without its decorators: these replace them.
  const clash = Object.keys(requests.used).filter((name) => name in responses.schemas);
  if (clash.length > 0) throw new Error(`request and response types share the names ${clash.join(', ')}`);
  document.components = { ...document.components, schemas: { ...requests.used, ...responses.schemas } };
  document.paths[STRIPE_WEBHOOK_PATH] = {
    post: {
      summary: "Stripe's event deliveries",
      description: 'Verified against the `stripe-signature` header over the exact body; each event is acted on once.',
      parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        ...refusals(false),
        '200': responses.json('StripeWebhookReceipt', 'Received (`duplicate`: delivered before)'),
        '400': responses.json('ErrorResponse', 'The signature does not match the body'),
      },
    },
  };
  document.paths[OPENAPI_PATH] = {
    get: {
      summary: 'This document',
      security: [{ [ADMIN_SESSION]: [] }],
      responses: { '200': { description: 'The OpenAPI document', content: { 'application/json': { schema: { type: 'object' } } } }, ...refusals(true) },
    },
  };
  return document;
}
