import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorResponse } from '@pitchlens/contracts';
import type { ApiConfig } from '@pitchlens/config';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { requestId } from './common/http/request-id';
import { ErrorResponseFilter } from './common/http/error-response.filter';
import { RequestValidationPipe } from './common/validation/validation.pipe';

/** Request bodies are small forms and tracking calls; anything larger is refused. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Builds the API (not yet listening), so tests run exactly what production runs. */
export async function createApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestId,
    requestIdHeader: false,
  });
  adapter.getInstance().addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // Reads are cheap and cached; the limit guards the endpoints that write events.
    allowList: (request) => request.method === 'GET' || request.method === 'HEAD',
    errorResponseBuilder: (_request, context): ErrorResponse => ({
      success: false,
      statusCode: 429,
      error: `Too many requests: try again in ${context.after}`,
      fields: [],
    }),
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new RequestValidationPipe());
  app.useGlobalFilters(new ErrorResponseFilter());
  app.enableShutdownHooks();
  return app;
}
