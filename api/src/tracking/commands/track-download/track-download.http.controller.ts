import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { TrackDownloadCommand } from './track-download.command';
import { TrackDownloadRequestDto } from './track-download.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('track-download')
export class TrackDownloadController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Answers('TrackResponse')
  track(@Body() body: TrackDownloadRequestDto, @Context() context: RequestContext): Promise<TrackResponse> {
    return this.commands.execute(new TrackDownloadCommand(body, context));
  }
}
