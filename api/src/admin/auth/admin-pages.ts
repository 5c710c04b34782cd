import { HttpStatus } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../common/http/api-error';
import { ErrorResponseFilter } from '../../common/http/error-response.filter';
import { sessionIdOf } from './admin-session-cookie';
import type { AdminSessions } from './admin-sessions';

const errors = new ErrorResponseFilter();

/**
 * Registers pages an admin opens outside the dashboard (the queue board, the
 * API reference) in a Fastify scope of their own: every request in it needs a
 * live admin session, is never cached and gets the page's own content policy.
 * A refusal is answered here as every API error is (401 JSON, 503 when Redis
 * is down): the page's own handler would say 500 for either.
 */
export function registerAdminPages(fastify: FastifyInstance, sessions: AdminSessions, contentSecurityPolicy: string, pages: (scope: FastifyInstance) => Promise<void>): void {
  void fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('content-security-policy', contentSecurityPolicy);
      try {
        if (await sessions.isValid(sessionIdOf(request))) return;
        throw new ApiError(HttpStatus.UNAUTHORIZED, 'Admin session required: log in first.');
      } catch (error) {
        errors.catch(error, new ExecutionContextHost([request, reply]));
        return reply;
      }
    });
    await pages(scope);
  });
}
