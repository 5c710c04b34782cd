import { Command } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { TrackContactRequestDto } from './track-contact.request.dto';

export class TrackContactCommand extends Command<TrackResponse> {
  constructor(
    readonly request: TrackContactRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}
