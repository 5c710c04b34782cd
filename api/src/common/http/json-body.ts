import type { FastifyBodyParser } from 'fastify';
import { ApiError } from './api-error';

/**
 * The API's JSON body parser, in place of Fastify's, whose refusals name no
 * field. An empty body is no body: a write that needs none (admin logout) may
 * still say application/json, and one that needs a body is told so by the
 * validation pipe. Nesting and prototype keys are the pipe's to refuse too
 * (findUnacceptableInput), for bodies and query strings alike.
 */
export const parseJsonBody: FastifyBodyParser<Buffer> = (_request, body, done) => {
  if (body.length === 0) return done(null, undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return done(ApiError.invalid([{ field: 'body', message: 'must be valid JSON' }]), undefined);
  }
  done(null, parsed);
};
