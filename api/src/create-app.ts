import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorResponse } from '@pitchlens/contracts';
import type { ApiConfig } from '@pitchlens/config';
import { LogController } from 'fastify';
import { AppModule } from './app.module';
import { requestId } from './common/http/request-id';
import { isApiRequest } from './common/http/api-url';
import { API_SECURITY_HEADERS, securityHeaders } from './common/http/security-headers';
import { parseJsonBody } from './common/http/json-body';
import { requestTimeLimits } from './common/http/request-time-limits';
import { answerUnroutableUrl } from './common/http/unroutable-url';
import { withApiErrors } from './common/http/with-api-errors';
import { writePolicy } from './common/http/write-policy';
import { sharedRateLimitStore } from './common/http/shared-rate-limit';
import { REDIS } from './common/di-tokens';
import { createLogger, NestLogger } from '@pitchlens/logging';
import { ErrorResponseFilter } from './common/http/error-response.filter';
import { RequestValidationPipe } from './common/validation/validation.pipe';
import { contentSecurityPolicy } from './site/content-security-policy';
import { DEFAULT_SITE_DIR, serveSite } from './site/serve-site';
import { ReceiveStripeWebhookHandler } from './payments/commands/receive-stripe-webhook/receive-stripe-webhook.handler';
import { stripeWebhookRoute } from './payments/commands/receive-stripe-webhook/receive-stripe-webhook.route';
import { STRIPE_WEBHOOK_PATH, StripeGateway } from './payments/stripe/stripe-gateway';
import { AdminSessions } from './admin/auth/admin-sessions';
import { serveApiReference } from './docs/api-reference';
import { openApiDocument } from './docs/openapi-document';

/** Request bodies are small forms and tracking calls; anything larger is refused. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** RATE_LIMIT_PER_MINUTE's window. */
const RATE_LIMIT_WINDOW_MS = 60_000;

/** Builds the API (not yet listening), so tests run exactly what production runs. */
export async function createApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const logger = createLogger('api', config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestTimeLimits(config.REQUEST_TIMEOUT_SECONDS),
    trustProxy: config.TRUST_PROXY,
    genReqId: requestId,
    requestIdHeader: false,
    loggerInstance: logger,
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: answerUnroutableUrl,
  });
  const fastify = adapter.getInstance();
  // Worked out once the app exists: the pages' policy names Stripe's origins, known only then (the emulator's port).
  let pageHeaders: Record<string, string> = {};
  // Callback hooks: an async hook costs every request a promise for work that never waits.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? API_SECURITY_HEADERS : pageHeaders).header('x-request-id', request.id);
    done();
  });
  // Before the rate limiter and body parsing: a refused write costs nothing more.
  fastify.addHook('onRequest', writePolicy(config.SITE_URL, [STRIPE_WEBHOOK_PATH]));
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const line = { method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (status >= 400) request.log.warn(line, 'request refused');
    // Every accepted write is in the event log under its request id already.
    else request.log.debug(line, 'request completed');
    done();
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestLogger(logger),
  });
  // Also keeps Nest from adding its form parser: bodies are JSON only.
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, parseJsonBody);
  const stripe = app.get(StripeGateway);
  pageHeaders = securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(stripe.browserOrigins),
    // The demo and testimonial videos are cross-origin embeds.
    crossOriginEmbedderPolicy: false,
    // Page views record which site a visitor came from; the origin is enough.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // The emulator (dev/test) learns where to deliver webhooks once the API has its address.
  fastify.addHook('onListen', async () => {
    const address = fastify.server.address();
    if (address && typeof address === 'object') stripe.listeningAt(`http://${listenHost(address.address)}:${address.port}`);
  });
  await app.register(withApiErrors(stripeWebhookRoute(app.get(ReceiveStripeWebhookHandler))));
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    // Counted in Redis, so every API process allows a client what one would.
    store: sharedRateLimitStore(app.get(REDIS), config.REDIS_KEY_PREFIX, RATE_LIMIT_WINDOW_MS),
    // Reads are cheap and cached; the limit guards the endpoints that write events.
    allowList: (request) => request.method === 'GET' || request.method === 'HEAD',
    // A refusal says when to come back (retry-after and the limit headers); an accepted call, which the site's
    // tracking client sends without reading them, is spared three headers to write and parse.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context): ErrorResponse => ({
      success: false,
      statusCode: 429,
      error: `Too many requests: try again in ${context.after}`,
      fields: [],
    }),
  });
  await serveSite(adapter.getInstance(), config.SITE_DIR ?? DEFAULT_SITE_DIR);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new RequestValidationPipe());
  app.useGlobalFilters(new ErrorResponseFilter());
  // Generated once the routes have their prefix: the document describes the app as it answers.
  serveApiReference(fastify, openApiDocument(app, config), app.get(AdminSessions));
  app.enableShutdownHooks();
  return app;
}

/** An address to reach the API at from this machine: a wildcard bind is reached on loopback. */
function listenHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}
