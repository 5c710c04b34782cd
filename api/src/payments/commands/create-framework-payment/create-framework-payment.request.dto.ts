import type { CreateFrameworkPaymentRequest } from '@pitchlens/contracts';
import { IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/validators';
import { CheckoutEnvelopeDto } from '../../domain/checkout-envelope.dto';

export class CreateFrameworkPaymentRequestDto extends CheckoutEnvelopeDto implements CreateFrameworkPaymentRequest {
  @IsOptional() @IsEmailAddress() customerEmail?: string;
  /** Accepted and ignored: the catalogue price is charged. */
  @IsOptional() @IsNumber({}, { message: 'must be a number' }) amount?: number;
  @IsOptional() @IsString() @MaxLength(500) description?: string;
  @IsOptional() @IsString() @MaxLength(200) customerToken?: string;
}
