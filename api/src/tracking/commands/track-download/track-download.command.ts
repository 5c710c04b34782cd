import { Command } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { TrackDownloadRequestDto } from './track-download.request.dto';

export class TrackDownloadCommand extends Command<TrackResponse> {
  constructor(
    readonly request: TrackDownloadRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}
