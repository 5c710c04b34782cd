import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { FastifyInstance } from 'fastify';
import { ErrorResponseFilter } from './error-response.filter';

/**
 * Registers a Fastify plugin kept outside Nest (the Stripe webhook) so its
 * errors are answered as Nest's routes' are. Nest sets its error handler when
 * the app starts, and a scope registered before keeps Fastify's, which
 * answers a refused content type or an oversized body in a shape of its own.
 */
export function withApiErrors(plugin: (scope: FastifyInstance) => Promise<void>): (scope: FastifyInstance) => Promise<void> {
  const filter = new ErrorResponseFilter();
  return async (scope) => {
    scope.setErrorHandler((error, request, reply) => filter.catch(error, new ExecutionContextHost([request, reply])));
    await scope.register(plugin);
  };
}
