import type { BreakdownEmailRequest } from '@pitchlens/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsEmailAddress, IsOmittable } from '../../../common/validation/validators';

export class RequestBreakdownEmailRequestDto extends TrackingEnvelopeDto implements BreakdownEmailRequest {
  @IsNotEmpty({ message: 'is required' }) @IsEmailAddress() email!: string;

  /** The form's hidden first-name field; usually empty. */
  @IsOmittable() @IsString() @MaxLength(100) firstName?: string;
}
