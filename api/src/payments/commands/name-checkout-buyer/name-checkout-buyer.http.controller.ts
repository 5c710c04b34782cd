import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CheckoutBuyerResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { NameCheckoutBuyerCommand } from './name-checkout-buyer.handler';
import { NameCheckoutBuyerRequestDto } from './name-checkout-buyer.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('checkout-buyer')
export class NameCheckoutBuyerController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Answers('CheckoutBuyerResponse')
  name(@Body() body: NameCheckoutBuyerRequestDto, @Context() context: RequestContext): Promise<CheckoutBuyerResponse> {
    return this.commands.execute(new NameCheckoutBuyerCommand(body, context));
  }
}
