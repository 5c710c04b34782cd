import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from '../src/common/http/api-url';
import { openApiPath } from '../src/docs/openapi-document';
import type { Operation } from '../src/docs/openapi-types';
import { documentValidator } from './openapi-validator';

const JSON_TYPE = 'application/json';

export interface ResponseCheck {
  /** Each answer so far that the document does not describe, with the route, the status and what is wrong; forgotten once taken. */
  take(): string[];
}

/**
 * Checks every answer the API sends under /api against its OpenAPI document:
 * the status must be documented for the route (an undocumented one falls to
 * the route's `default`, the error body), the content type must be one the
 * document gives for it, a JSON body must match its schema, and a response
 * documented without a body must have none. A JSON refusal of a path no route
 * takes must be the error body. Registered before the app is ready, so it
 * sees the answers of every route, the ones Fastify serves beside Nest's too.
 */
export function checkResponses(fastify: FastifyInstance, document: OpenAPIObject): ResponseCheck {
  const validate = documentValidator(document);
  const errorBody = { $ref: '#/components/schemas/ErrorResponse' };
  const found = new Map<string, number>();

  const problemsOf = (request: FastifyRequest, reply: FastifyReply, payload: unknown): string[] => {
    const route = request.routeOptions.url;
    const method = request.method.toLowerCase();
    const operation: Operation | undefined = route === undefined ? undefined : document.paths[openApiPath(route)]?.[method as 'get'];
    const status = reply.statusCode;
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0].trim();
    if (!operation) {
      // A HEAD request, the reference page and its assets, a path no route takes: no operation describes them, but a refusal is an API error all the same.
      if (type !== JSON_TYPE || status < 400) return [];
      return validate(errorBody, parsed(payload));
    }
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response || '$ref' in response) return [`status ${status} is not documented`];
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) return bodyLength(payload) === 0 ? [] : [`a ${type || 'untyped'} body, where the document says none`];
    const media = content[type];
    if (!media) return [`content type ${type || 'none'}, where the document says ${Object.keys(content).join(' or ')}`];
    return type === JSON_TYPE && media.schema ? validate(media.schema, parsed(payload)) : [];
  };

  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) {
      const where = `${request.method} ${request.routeOptions.url ?? request.url} → ${reply.statusCode}`;
      let problems: string[];
      try {
        problems = problemsOf(request, reply, payload);
      } catch (error) {
        problems = [`the body cannot be read: ${(error as Error).message}`];
      }
      for (const problem of problems) {
        const line = `${where}: ${problem}`;
        found.set(line, (found.get(line) ?? 0) + 1);
      }
    }
    done(null, payload);
  });

  return {
    take() {
      const lines = [...found].map(([line, times]) => (times > 1 ? `${line} (${times} times)` : line));
      found.clear();
      return lines;
    },
  };
}

/** A JSON answer as sent: Fastify has serialized it by now. */
function parsed(payload: unknown): unknown {
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return JSON.parse(payload.toString());
  throw new Error(`a JSON answer sent as a ${typeof payload}, which this check does not read yet`);
}

function bodyLength(payload: unknown): number {
  if (payload === null || payload === undefined) return 0;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload.length;
  // A stream: a body of unknown length.
  return Number.POSITIVE_INFINITY;
}
