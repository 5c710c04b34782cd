import { Body, Controller, Header, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { ProposalContent } from '@pitchlens/contracts';
import { ApiConfig } from '@pitchlens/config';
import type { FastifyReply } from 'fastify';
import { proposalSetCookie } from '../../http/proposal-cookie';
import { UnlockProposalCommand } from './unlock-proposal.command';
import { UnlockProposalRequestDto } from './unlock-proposal.request.dto';
import { Answers } from '../../../docs/answers';

/** Password guesses one client address may make per window, right or wrong. */
export const UNLOCK_ATTEMPTS = { max: 10, timeWindow: 15 * 60_000 };

@Controller('proposal')
export class UnlockProposalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: ApiConfig,
  ) {}

  /** Checks the password; answers the proposal and a session cookie so a reload needs no password. */
  @Post('unlock')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @RouteConfig({ rateLimit: UNLOCK_ATTEMPTS })
  @Answers('ProposalContent')
  async unlock(@Body() body: UnlockProposalRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ProposalContent> {
    const { content, session } = await this.commands.execute(new UnlockProposalCommand(body.password));
    const secure = this.config.NODE_ENV === 'production' || reply.request.protocol === 'https';
    void reply.header('set-cookie', proposalSetCookie(session.token, session.expiresAt, secure));
    return content;
  }
}
