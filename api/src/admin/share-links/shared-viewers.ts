import type { FastifyRequest } from 'fastify';
import { SHARE_TOKEN_SCHEME } from '@pitchlens/contracts';
import { SHARED_REPORT_ROUTES } from './shared-routes';

/** Requests let through by a share link rather than the admin session: their answers are trimmed to figures. */
export const sharedViewers = new WeakSet<FastifyRequest>();

/** The share token the request carries (`Authorization: Bearer <token>`), if any. */
export function shareTokenOf(request: FastifyRequest): string | undefined {
  const [scheme, token, ...rest] = (request.headers.authorization ?? '').split(' ');
  return scheme === SHARE_TOKEN_SCHEME && token && rest.length === 0 ? token : undefined;
}

/** What a shared viewer keeps of this route's answer; undefined: the route is not one a share link opens. */
export function sharedAnswerOf(request: FastifyRequest): ((answer: unknown) => unknown) | undefined {
  const key = `${request.method} ${request.routeOptions.url ?? ''}`;
  return Object.hasOwn(SHARED_REPORT_ROUTES, key) ? SHARED_REPORT_ROUTES[key] : undefined;
}
