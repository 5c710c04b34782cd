import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreateFrameworkPaymentResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { CreateFrameworkPaymentCommand } from './create-framework-payment.handler';
import { CreateFrameworkPaymentRequestDto } from './create-framework-payment.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('create-framework-payment')
export class CreateFrameworkPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Answers('CreateFrameworkPaymentResponse')
  create(@Body() body: CreateFrameworkPaymentRequestDto, @Context() context: RequestContext): Promise<CreateFrameworkPaymentResponse> {
    return this.commands.execute(new CreateFrameworkPaymentCommand(body, context));
  }
}
