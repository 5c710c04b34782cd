import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StoreCustomerResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { StoreCustomerCommand } from './store-customer.handler';
import { StoreCustomerRequestDto } from './store-customer.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('store-customer')
export class StoreCustomerController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Answers('StoreCustomerResponse')
  store(@Body() body: StoreCustomerRequestDto, @Context() context: RequestContext): Promise<StoreCustomerResponse> {
    return this.commands.execute(new StoreCustomerCommand(body, context));
  }
}
