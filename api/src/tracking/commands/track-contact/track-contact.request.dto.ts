import { FUNNEL_STEPS, type FunnelStep, type TrackContactRequest } from '@pitchlens/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsEmailAddress, IsSessionId } from '../../../common/validation/validators';

class ContactMetadataDto {
  @IsOptional() @IsBoolean() isAnonymous?: boolean;
  @IsOptional() @IsSessionId() sessionId?: string;
  @IsOptional() @IsISO8601({}, { message: 'must be an ISO 8601 date' }) visitedAt?: string;
}

export class TrackContactRequestDto extends TrackingEnvelopeDto implements TrackContactRequest {
  /** A real address identifies the contact; a visitor placeholder keeps it anonymous. */
  @IsEmailAddress() email!: string;

  @IsOptional()
  @IsIn(FUNNEL_STEPS, { message: `must be one of: ${FUNNEL_STEPS.join(', ')}` })
  currentFunnelStep?: FunnelStep;

  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => ContactMetadataDto)
  metadata?: ContactMetadataDto;
}
