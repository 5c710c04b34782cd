import { Command } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { RequestBreakdownEmailRequestDto } from './request-breakdown-email.request.dto';

export class RequestBreakdownEmailCommand extends Command<TrackResponse> {
  constructor(
    readonly request: RequestBreakdownEmailRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}
