import type { TrackPageViewRequest } from '@pitchlens/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsOmittable } from '../../../common/validation/validators';

export class TrackPageViewRequestDto extends TrackingEnvelopeDto implements TrackPageViewRequest {
  @IsString()
  @MaxLength(2048)
  @Matches(/^\/\S*$/, { message: 'must be a site path starting with "/"' })
  path!: string;

  @IsOmittable() @IsString() @MaxLength(2048) referrer?: string;
  @IsOmittable() @IsString() @MaxLength(300) title?: string;
}
