import type { CreatePaymentIntentRequest } from '@pitchlens/contracts';
import { Type } from 'class-transformer';
import { IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CheckoutEnvelopeDto } from '../../domain/checkout-envelope.dto';

export class PilotMetadataDto {
  /** Accepted and ignored: this endpoint sells the enterprise pilot only. */
  @IsOptional() @IsString() @MaxLength(100) product?: string;
  @IsOptional() @IsString() @MaxLength(100) program?: string;
}

export class CreatePaymentIntentRequestDto extends CheckoutEnvelopeDto implements CreatePaymentIntentRequest {
  /** Accepted and ignored: the catalogue price is charged. */
  @IsOptional() @IsNumber({}, { message: 'must be a number' }) amount?: number;
  @IsOptional() @IsString() @MaxLength(500) description?: string;
  @IsOptional() @IsObject({ message: 'must be an object' }) @ValidateNested() @Type(() => PilotMetadataDto) metadata?: PilotMetadataDto;
}
