import { HttpStatus } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error';
import { isApiRequest } from './api-url';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * Writes to the API (any request routed to an API route, whatever the form
 * of its target) take JSON from this site only. Any page may make a
 * browser post a form (urlencoded, multipart or text/plain) to another site
 * without asking it; a JSON body needs a CORS preflight this API never
 * grants. The Origin a browser sends (or, without one, the Referer) says
 * which site's page asked: this one is the request's own host (the
 * forwarded host with TRUST_PROXY) or SITE_URL. A request naming neither
 * header is no browser's cross-site call (curl, a server) and passes.
 *
 * A write without a body (admin logout, an email retry) may omit the
 * content type; any write that names one, or carries a body, must say
 * application/json. Routes in `exempt` (the Stripe webhook, checked by its
 * signature on the raw body) are left alone.
 */
export function writePolicy(siteUrl: string, exempt: readonly string[]): onRequestHookHandler {
  const siteOrigin = new URL(siteUrl).origin;
  const exemptRoutes = new Set(exempt);
  return (request, _reply, done) => {
    if (!WRITES.has(request.method) || !isApiRequest(request) || exemptRoutes.has(request.routeOptions.url ?? '')) return done();
    done(refusal(request, siteOrigin));
  };
}

function refusal(request: FastifyRequest, siteOrigin: string): ApiError | undefined {
  const { origin, referer } = request.headers;
  const from = origin ?? (referer === undefined ? undefined : originOf(referer));
  if (from !== undefined && !isSameSite(from, request.host, siteOrigin)) {
    return new ApiError(HttpStatus.FORBIDDEN, 'Cross-site request refused: this API takes writes from its own site only', [
      { field: 'origin', message: 'must be this site' },
    ]);
  }
  if (!isJson(request.headers)) {
    return new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type: send the body as application/json', [
      { field: 'content-type', message: 'must be application/json' },
    ]);
  }
  return undefined;
}

/** The origin of a URL, or 'null' (an opaque origin, never this site) when it is not one. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/** Whether `origin` is the request's own host, on any scheme (a proxy may end TLS), or the site's configured origin. */
export function isSameSite(origin: string, ownHost: string, siteOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  if (url.origin === siteOrigin) return true;
  const host = ownHost.toLowerCase();
  return host === url.host || host === `${url.host}:${DEFAULT_PORTS[url.protocol]}`;
}

function isJson(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  if (type === undefined) return headers['transfer-encoding'] === undefined && (headers['content-length'] ?? '0') === '0';
  return type.split(';', 1)[0].trim().toLowerCase() === 'application/json';
}
