import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { TrackPageViewCommand } from './track-page-view.command';
import { TrackPageViewRequestDto } from './track-page-view.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('track-page-view')
export class TrackPageViewController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Answers('TrackResponse')
  track(@Body() body: TrackPageViewRequestDto, @Context() context: RequestContext): Promise<TrackResponse> {
    return this.commands.execute(new TrackPageViewCommand(body, context));
  }
}
