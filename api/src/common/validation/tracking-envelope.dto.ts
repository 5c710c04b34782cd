import type { TrackingEnvelope } from '@pitchlens/contracts';
import { IsString, MaxLength } from 'class-validator';
import { IsEventId, IsOmittable, IsSessionId } from './validators';

/** Fields every tracking call may carry besides its own. */
export class TrackingEnvelopeDto implements TrackingEnvelope {
  @IsOmittable() @IsEventId() eventId?: string;
  @IsOmittable() @IsSessionId() sessionId?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmSource?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmMedium?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmCampaign?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmTerm?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmContent?: string;
}
