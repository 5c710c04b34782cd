import { FUNNEL_STEPS, type FunnelStep, type TrackFunnelStepRequest } from '@pitchlens/contracts';
import { IsIn } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsEmailAddress, IsFlatRecord, IsOmittable } from '../../../common/validation/validators';

export class TrackFunnelStepRequestDto extends TrackingEnvelopeDto implements TrackFunnelStepRequest {
  /** A real address, or the placeholder of an anonymous visitor. */
  @IsOmittable() @IsEmailAddress() email?: string;

  @IsIn(FUNNEL_STEPS, { message: `must be one of: ${FUNNEL_STEPS.join(', ')}` })
  step!: FunnelStep;

  /** What the page knew at that step (the plan bought, a date); the site sends a handful of fields. */
  @IsOmittable() @IsFlatRecord(20, 500) stepData?: Record<string, unknown>;
}
