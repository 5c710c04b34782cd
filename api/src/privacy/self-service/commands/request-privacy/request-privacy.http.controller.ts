import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { PrivacyRequestAccepted } from '@pitchlens/contracts';
import { RequestPrivacyCommand } from './request-privacy.command';
import { RequestPrivacyRequestDto } from './request-privacy.request.dto';
import { Answers } from '../../../../docs/answers';

/** Requests one client address may make per window: each may mail somebody. */
export const PRIVACY_REQUESTS_PER_CLIENT = { max: 5, timeWindow: 3600_000 };

@Controller('privacy-requests')
export class RequestPrivacyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(202)
  @RouteConfig({ rateLimit: PRIVACY_REQUESTS_PER_CLIENT })
  @Answers('PrivacyRequestAccepted')
  request(@Body() body: RequestPrivacyRequestDto): Promise<PrivacyRequestAccepted> {
    return this.commands.execute(new RequestPrivacyCommand(body));
  }
}
