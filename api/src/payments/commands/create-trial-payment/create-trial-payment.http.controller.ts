import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreateTrialPaymentResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { CreateTrialPaymentCommand } from './create-trial-payment.handler';
import { CreateTrialPaymentRequestDto } from './create-trial-payment.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('create-trial-payment')
export class CreateTrialPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Answers('CreateTrialPaymentResponse')
  create(@Body() body: CreateTrialPaymentRequestDto, @Context() context: RequestContext): Promise<CreateTrialPaymentResponse> {
    return this.commands.execute(new CreateTrialPaymentCommand(body, context));
  }
}
