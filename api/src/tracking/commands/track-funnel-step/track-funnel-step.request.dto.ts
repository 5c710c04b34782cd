import { FUNNEL_STEPS, type FunnelStep, type TrackFunnelStepRequest } from '@pitchlens/contracts';
import { IsIn, IsObject, IsOptional } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsEmailAddress } from '../../../common/validation/validators';

export class TrackFunnelStepRequestDto extends TrackingEnvelopeDto implements TrackFunnelStepRequest {
  /** A real address, or the placeholder of an anonymous visitor. */
  @IsOptional() @IsEmailAddress() email?: string;

  @IsIn(FUNNEL_STEPS, { message: `must be one of: ${FUNNEL_STEPS.join(', ')}` })
  step!: FunnelStep;

  @IsOptional() @IsObject({ message: 'must be an object' }) stepData?: Record<string, unknown>;
}
