import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreatePaymentIntentResponse } from '@pitchlens/contracts';
import { CreatePaymentIntentCommand } from './create-payment-intent.handler';
import { CreatePaymentIntentRequestDto } from './create-payment-intent.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('create-payment-intent')
export class CreatePaymentIntentController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Answers('CreatePaymentIntentResponse')
  create(@Body() body: CreatePaymentIntentRequestDto): Promise<CreatePaymentIntentResponse> {
    return this.commands.execute(new CreatePaymentIntentCommand(body));
  }
}
