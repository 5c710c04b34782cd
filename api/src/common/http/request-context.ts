import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What the transport knows about a request, beyond its body. */
export interface RequestContext {
  requestId: string;
  ip: string;
  userAgent: string | null;
  /** The host the request was addressed to (without port): the site's own, for telling its referrers from others'. */
  host: string;
  /** The browser asks not to be tracked (Global Privacy Control or Do Not Track): nothing it records is linked to a person. */
  doNotTrack: boolean;
}

/** `Sec-GPC: 1` (Global Privacy Control) or `DNT: 1` (Do Not Track); any other value, or none, asks nothing. */
export function asksNotToBeTracked(headers: FastifyRequest['headers']): boolean {
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

export const Context = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestContext => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const userAgent = request.headers['user-agent'];
  return {
    requestId: request.id,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    host: request.hostname,
    doNotTrack: asksNotToBeTracked(request.headers),
  };
});
