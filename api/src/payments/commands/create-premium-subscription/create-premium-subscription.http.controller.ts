import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreatePremiumSubscriptionResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { CreatePremiumSubscriptionCommand } from './create-premium-subscription.handler';
import { CreatePremiumSubscriptionRequestDto } from './create-premium-subscription.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('create-premium-subscription')
export class CreatePremiumSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Answers('CreatePremiumSubscriptionResponse')
  create(@Body() body: CreatePremiumSubscriptionRequestDto, @Context() context: RequestContext): Promise<CreatePremiumSubscriptionResponse> {
    return this.commands.execute(new CreatePremiumSubscriptionCommand(body, context));
  }
}
