import { FUNNEL_STEPS, type FunnelStep, type TrackContactRequest } from '@pitchlens/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsEmailAddress, IsOmittable, IsSessionId } from '../../../common/validation/validators';

class ContactMetadataDto {
  @IsOmittable() @IsBoolean() isAnonymous?: boolean;
  @IsOmittable() @IsSessionId() sessionId?: string;
  @IsOmittable() @IsISO8601({}, { message: 'must be an ISO 8601 date' }) @MaxLength(64) visitedAt?: string;
}

export class TrackContactRequestDto extends TrackingEnvelopeDto implements TrackContactRequest {
  /** A real address identifies the contact; a visitor placeholder keeps it anonymous. */
  @IsEmailAddress() email!: string;

  @IsOmittable()
  @IsIn(FUNNEL_STEPS, { message: `must be one of: ${FUNNEL_STEPS.join(', ')}` })
  currentFunnelStep?: FunnelStep;

  @IsOmittable() @IsString() @MaxLength(100) firstName?: string;
  @IsOmittable() @IsString() @MaxLength(100) lastName?: string;

  @IsOmittable()
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => ContactMetadataDto)
  metadata?: ContactMetadataDto;
}
