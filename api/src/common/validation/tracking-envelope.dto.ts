import type { TrackingEnvelope } from '@pitchlens/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEventId, IsSessionId } from './validators';

/** Fields every tracking call may carry besides its own. */
export class TrackingEnvelopeDto implements TrackingEnvelope {
  @IsOptional() @IsEventId() eventId?: string;
  @IsOptional() @IsSessionId() sessionId?: string;
  @IsOptional() @IsString() @MaxLength(200) utmSource?: string;
  @IsOptional() @IsString() @MaxLength(200) utmMedium?: string;
  @IsOptional() @IsString() @MaxLength(200) utmCampaign?: string;
  @IsOptional() @IsString() @MaxLength(200) utmTerm?: string;
  @IsOptional() @IsString() @MaxLength(200) utmContent?: string;
}
