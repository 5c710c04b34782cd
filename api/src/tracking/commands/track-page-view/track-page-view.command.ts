import { Command } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { TrackPageViewRequestDto } from './track-page-view.request.dto';

export class TrackPageViewCommand extends Command<TrackResponse> {
  constructor(
    readonly request: TrackPageViewRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}
