import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../common/http/api-error';
import { ShareLinks } from '../share-links/share-links';
import { sharedAnswerOf, sharedViewers, shareTokenOf } from '../share-links/shared-viewers';
import { sessionIdOf } from './admin-session-cookie';
import { AdminSessions } from './admin-sessions';

/**
 * Lets a request through only with a live admin session, or with a live share
 * link on one of the aggregate reports it opens (401 JSON otherwise); a
 * request with a share token is judged by the token alone.
 * Admin answers hold personal data, so none of them may be cached.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: AdminSessions,
    private readonly shareLinks: ShareLinks,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    void http.getResponse<FastifyReply>().header('cache-control', 'no-store');
    const request = http.getRequest<FastifyRequest>();
    // A token decides alone, even beside the admin's cookie: a shared view shows the same in any browser.
    const token = shareTokenOf(request);
    if (token === undefined) {
      if (await this.sessions.isValid(sessionIdOf(request))) return true;
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'Admin session required: log in first.');
    }
    if (!sharedAnswerOf(request)) throw new ApiError(HttpStatus.UNAUTHORIZED, 'A share link opens only the aggregate reports: log in for this one.');
    await this.shareLinks.admit(token);
    sharedViewers.add(request);
    return true;
  }
}
