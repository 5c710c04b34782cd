import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../common/http/api-error';
import { sessionIdOf } from './admin-session-cookie';
import { AdminSessions } from './admin-sessions';

/**
 * Lets a request through only with a live admin session (401 JSON otherwise).
 * Admin answers hold personal data, so none of them may be cached.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    void http.getResponse<FastifyReply>().header('cache-control', 'no-store');
    if (await this.sessions.isValid(sessionIdOf(http.getRequest<FastifyRequest>()))) return true;
    throw new ApiError(HttpStatus.UNAUTHORIZED, 'Admin session required: log in first.');
  }
}
