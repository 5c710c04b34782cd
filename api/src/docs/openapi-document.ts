import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_SESSION_COOKIE } from '@pitchlens/contracts';
import type { ApiConfig } from '@pitchlens/config';
import { AppModule } from '../app.module';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe/stripe-gateway';
import { declaredRoutes } from './declared-routes';
import { RequestSchemas } from './request-schemas';

export const OPENAPI_PATH = '/api/docs/openapi.json';
const ADMIN_SESSION = 'admin_session';

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } });

type Schema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** The error body every refusal carries (libs/contracts ErrorResponse). */
const ERROR_RESPONSE_SCHEMA: Schema = {
  type: 'object',
  required: ['success', 'statusCode', 'error', 'fields'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    fields: { type: 'array', items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } } },
  },
};

/** `/api/contacts/:id` as OpenAPI writes it: `/api/contacts/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The API's OpenAPI document, generated from the controllers as the app runs
 * them, plus what Nest does not declare: the admin session each admin route
 * requires (read from its guard), the Stripe webhook (a Fastify route of its
 * own, for the raw body) and this document's own address.
 */
export function openApiDocument(app: INestApplication, config: ApiConfig): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Pitchlens API')
      .setDescription('The funnel event log and its reports. README "API" and "What the numbers mean" give the rules behind every figure.')
      .addCookieAuth(ADMIN_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION_COOKIE }, ADMIN_SESSION)
      .build(),
  );
  const requests = new RequestSchemas();
  for (const route of declaredRoutes(AppModule.forRoot(config))) {
    const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
    if (!operation) continue;
    requests.describe(operation, route);
    operation.responses = { ...operation.responses, '400': errorResponse('Bad input: `fields` names each parameter refused'), '503': errorResponse('A dependency (Postgres, Redis, Stripe) is unavailable; try again') };
    if (route.adminOnly) {
      operation.security = [{ [ADMIN_SESSION]: [] }];
      operation.responses['401'] = errorResponse('No live admin session');
    }
  }
  // Nest's own schemas of the request classes are empty without its decorators: these replace them.
  document.components = { ...document.components, schemas: { ...requests.used, ErrorResponse: ERROR_RESPONSE_SCHEMA } };
  document.paths[STRIPE_WEBHOOK_PATH] = {
    post: {
      summary: "Stripe's event deliveries",
      description: 'Verified against the `stripe-signature` header over the exact body; each event is acted on once.',
      parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { '200': { description: 'Received' }, '400': errorResponse('The signature does not match the body'), '503': errorResponse('Postgres is unavailable; Stripe retries') },
    },
  };
  document.paths[OPENAPI_PATH] = {
    get: {
      summary: 'This document',
      security: [{ [ADMIN_SESSION]: [] }],
      responses: { '200': { description: 'The OpenAPI document', content: { 'application/json': { schema: { type: 'object' } } } }, '401': errorResponse('No live admin session') },
    },
  };
  return document;
}
