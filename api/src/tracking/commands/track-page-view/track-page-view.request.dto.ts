import type { TrackPageViewRequest } from '@pitchlens/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';

export class TrackPageViewRequestDto extends TrackingEnvelopeDto implements TrackPageViewRequest {
  @IsString()
  @MaxLength(2048)
  @Matches(/^\/\S*$/, { message: 'must be a site path starting with "/"' })
  path!: string;

  @IsOptional() @IsString() @MaxLength(2048) referrer?: string;
  @IsOptional() @IsString() @MaxLength(300) title?: string;
}
