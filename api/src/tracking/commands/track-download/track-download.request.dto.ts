import type { TrackDownloadRequest } from '@pitchlens/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsEmailAddress, IsOmittable } from '../../../common/validation/validators';

export class TrackDownloadRequestDto extends TrackingEnvelopeDto implements TrackDownloadRequest {
  @IsOmittable() @IsEmailAddress() email?: string;

  @IsString() @IsNotEmpty({ message: 'is required' }) @MaxLength(200) downloadType!: string;
}
