import { Controller, Get, Req, Res } from '@nestjs/common';
import type { AdminSessionResponse } from '@pitchlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionIdOf } from '../../auth/admin-session-cookie';
import { AdminSessions } from '../../auth/admin-sessions';
import { Answers } from '../../../docs/answers';

/**
 * Lets the dashboard ask whether it is unlocked. Being logged out is an answer,
 * not a failure: 200 either way, so a visitor's first look at the login screen
 * logs no failed request. The answer names no admin data, and it is never cached.
 */
@Controller('admin/session')
export class GetSessionController {
  constructor(private readonly sessions: AdminSessions) {}

  @Get()
  @Answers('AdminSessionResponse')
  async get(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSessionResponse> {
    void reply.header('cache-control', 'no-store');
    return { authenticated: await this.sessions.isValid(sessionIdOf(request)) };
  }
}
