import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { RequestBreakdownEmailCommand } from './request-breakdown-email.command';
import { RequestBreakdownEmailRequestDto } from './request-breakdown-email.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('send-breakdown-email')
export class RequestBreakdownEmailController {
  constructor(private readonly commands: CommandBus) {}

  /** Records the request; the worker sends the email from the event. */
  @Post()
  @HttpCode(202)
  @Answers('TrackResponse')
  request(@Body() body: RequestBreakdownEmailRequestDto, @Context() context: RequestContext): Promise<TrackResponse> {
    return this.commands.execute(new RequestBreakdownEmailCommand(body, context));
  }
}
