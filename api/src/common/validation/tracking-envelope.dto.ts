import type { TrackingEnvelope } from '@pitchlens/contracts';
import { IsISO8601, IsString, MaxLength } from 'class-validator';
import { IsEventId, IsOmittable, IsSessionId } from './validators';

/** Fields every tracking call may carry besides its own. */
export class TrackingEnvelopeDto implements TrackingEnvelope {
  @IsOmittable() @IsEventId() eventId?: string;
  @IsOmittable() @IsSessionId() sessionId?: string;
  @IsOmittable() @IsISO8601({ strict: true }, { message: 'must be an ISO 8601 date' }) @MaxLength(64) occurredAt?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmSource?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmMedium?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmCampaign?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmTerm?: string;
  @IsOmittable() @IsString() @MaxLength(200) utmContent?: string;
}
