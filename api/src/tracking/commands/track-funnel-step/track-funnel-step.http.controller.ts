import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { TrackFunnelStepCommand } from './track-funnel-step.command';
import { TrackFunnelStepRequestDto } from './track-funnel-step.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('track-funnel-step')
export class TrackFunnelStepController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Answers('TrackResponse')
  track(@Body() body: TrackFunnelStepRequestDto, @Context() context: RequestContext): Promise<TrackResponse> {
    return this.commands.execute(new TrackFunnelStepCommand(body, context));
  }
}
