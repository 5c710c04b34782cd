import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { TrackContactCommand } from './track-contact.command';
import { TrackContactRequestDto } from './track-contact.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('track-contact')
export class TrackContactController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Answers('TrackResponse')
  track(@Body() body: TrackContactRequestDto, @Context() context: RequestContext): Promise<TrackResponse> {
    return this.commands.execute(new TrackContactCommand(body, context));
  }
}
