import type { FastifyRequest } from 'fastify';

/** Whether a request URL (path and query) is one of the API's, as opposed to a page or asset of the site. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Whether a request is the API's: routed to one of its routes, or, routed to
 * none, addressed to a path under /api. The route decides, not the request
 * target alone: the router also takes an absolute-form target
 * (`POST http://host/api/…`) and a percent-encoded one (`/%61pi/…`) to an API
 * route, and whatever reaches one must meet the API's rules.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isApiUrl(route)) || isApiUrl(request.url);
}
