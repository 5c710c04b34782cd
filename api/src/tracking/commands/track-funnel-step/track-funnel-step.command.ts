import { Command } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { TrackFunnelStepRequestDto } from './track-funnel-step.request.dto';

export class TrackFunnelStepCommand extends Command<TrackResponse> {
  constructor(
    readonly request: TrackFunnelStepRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}
