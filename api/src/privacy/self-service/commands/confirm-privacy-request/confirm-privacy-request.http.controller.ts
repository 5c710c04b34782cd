import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PrivacyRequestAccepted } from '@pitchlens/contracts';
import { ConfirmPrivacyRequestCommand } from './confirm-privacy-request.command';
import { ConfirmPrivacyRequestRequestDto } from './confirm-privacy-request.request.dto';
import { Answers } from '../../../../docs/answers';

@Controller('privacy-requests')
export class ConfirmPrivacyRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Post('confirm')
  @HttpCode(202)
  @Answers('PrivacyRequestAccepted')
  confirm(@Body() body: ConfirmPrivacyRequestRequestDto): Promise<PrivacyRequestAccepted> {
    return this.commands.execute(new ConfirmPrivacyRequestCommand(body.token));
  }
}
