import { Command } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';

/** The flat form fields arrive as sent; the referral rules read them. */
export class SubmitReferralsCommand extends Command<TrackResponse> {
  constructor(
    readonly envelope: TrackingEnvelopeDto,
    readonly form: Record<string, unknown>,
    readonly context: RequestContext,
  ) {
    super();
  }
}
