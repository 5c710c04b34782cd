import type { TrackDownloadRequest } from '@pitchlens/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsEmailAddress } from '../../../common/validation/validators';

export class TrackDownloadRequestDto extends TrackingEnvelopeDto implements TrackDownloadRequest {
  @IsOptional() @IsEmailAddress() email?: string;

  @IsString() @IsNotEmpty({ message: 'is required' }) @MaxLength(200) downloadType!: string;
}
