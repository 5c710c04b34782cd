import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { ErrorResponse } from '@pitchlens/contracts';
import type { FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS, unavailableDependency } from './dependency-unavailable';

/** Fastify's own client errors (bad JSON, body too large, wrong content type, body cut off) carry a statusCode. */
interface ClientError {
  statusCode: number;
  message: string;
}

const isClientError = (error: unknown): error is ClientError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ClientError).statusCode === 'number' &&
  (error as ClientError).statusCode >= 400 &&
  (error as ClientError).statusCode < 500;

/**
 * Gives every failed request the same JSON shape. Client errors say what was
 * wrong; a database or Redis out of reach is 503 with `retry-after`; anything
 * else is logged and answered 500 without internals.
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toResponse(exception, this.logger);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(body.statusCode).send(body);
  }
}

const isErrorResponse = (value: unknown): value is ErrorResponse =>
  typeof value === 'object' && value !== null && (value as ErrorResponse).success === false;

export function toResponse(exception: unknown, logger?: Logger): ErrorResponse {
  // Already in shape: thrown by a Fastify plugin (the rate limiter) or wrapped by ApiError.
  if (isErrorResponse(exception)) return exception;
  if (exception instanceof HttpException) {
    const body = exception.getResponse();
    if (isErrorResponse(body)) return body;
    const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? exception.message);
    return { success: false, statusCode: exception.getStatus(), error: String(message), fields: [] };
  }
  // Before the dependencies: a body cut off (the client went away, or ran past the request time limit) fails with
  // ECONNRESET as a lost database connection does, and Fastify marks it the client's with a 400.
  if (isClientError(exception)) {
    return { success: false, statusCode: exception.statusCode, error: exception.message, fields: [] };
  }
  const dependency = unavailableDependency(exception);
  if (dependency) {
    logger?.warn(`${dependency} unavailable: ${(exception as Error).message}`);
    return { success: false, statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: `Temporarily unavailable (${dependency}): please try again shortly`, fields: [] };
  }
  logger?.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return { success: false, statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error', fields: [] };
}
