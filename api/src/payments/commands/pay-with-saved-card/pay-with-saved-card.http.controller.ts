import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PayWithSavedCardResponse } from '@pitchlens/contracts';
import { PayWithSavedCardCommand } from './pay-with-saved-card.handler';
import { PayWithSavedCardRequestDto } from './pay-with-saved-card.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('pay-with-saved-card')
export class PayWithSavedCardController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Answers('PayWithSavedCardResponse')
  pay(@Body() body: PayWithSavedCardRequestDto, @Headers('x-customer-token') token: string | undefined): Promise<PayWithSavedCardResponse> {
    return this.commands.execute(new PayWithSavedCardCommand(body, token));
  }
}
