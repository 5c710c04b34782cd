import type { ErrorResponse } from '@pitchlens/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_SECURITY_HEADERS } from './security-headers';

/**
 * Answers what Fastify's router refuses before any route or hook runs (a
 * malformed percent-encoding, a path parameter over its length limit) in the
 * API's error shape, where Fastify would answer its own shape and echo the path.
 */
export function answerUnroutableUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const body: ErrorResponse = { success: false, statusCode: status, error: 'Invalid request: the URL cannot be routed', fields: [{ field: 'url', message: 'must be a well-formed path' }] };
  void reply.headers(API_SECURITY_HEADERS).code(status).send(body);
}
