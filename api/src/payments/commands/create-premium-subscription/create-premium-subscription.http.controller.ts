import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreatePremiumSubscriptionResponse } from '@pitchlens/contracts';
import { CreatePremiumSubscriptionCommand } from './create-premium-subscription.handler';
import { CreatePremiumSubscriptionRequestDto } from './create-premium-subscription.request.dto';

@Controller('create-premium-subscription')
export class CreatePremiumSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  create(@Body() body: CreatePremiumSubscriptionRequestDto): Promise<CreatePremiumSubscriptionResponse> {
    return this.commands.execute(new CreatePremiumSubscriptionCommand(body));
  }
}
