import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConfig } from '@pitchlens/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, sessionIdOf } from '../../auth/admin-session-cookie';
import { LogOutCommand } from './log-out.command';
import { AnswersNothing } from '../../../docs/answers';

@Controller('admin/logout')
export class LogOutController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  /** Always 204: logging out twice, or without a session, leaves nothing to do. */
  @Post()
  @HttpCode(204)
  @AnswersNothing()
  async logOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commands.execute(new LogOutCommand(sessionIdOf(request)));
    clearSessionCookie(reply, this.config.NODE_ENV === 'production');
  }
}
