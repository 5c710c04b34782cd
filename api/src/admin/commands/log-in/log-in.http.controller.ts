import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConfig } from '@pitchlens/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../../auth/admin-session-cookie';
import { LogInCommand } from './log-in.command';
import { TooManyLoginAttempts } from './log-in.handler';
import { LogInRequestDto } from './log-in.request.dto';
import { AnswersNothing } from '../../../docs/answers';

@Controller('admin/login')
export class LogInController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  /** 204 with the session cookie; 401 for a wrong password; 429 once the address's attempts are used up. */
  @Post()
  @HttpCode(204)
  @AnswersNothing()
  async logIn(@Body() body: LogInRequestDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', 'no-store');
    try {
      const sessionId = await this.commands.execute(new LogInCommand(body.password, request.ip));
      setSessionCookie(reply, sessionId, this.config.NODE_ENV === 'production');
    } catch (error) {
      if (error instanceof TooManyLoginAttempts) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
