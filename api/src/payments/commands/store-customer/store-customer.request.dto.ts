import type { StoreCustomerRequest } from '@pitchlens/contracts';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/validators';
import { CheckoutEnvelopeDto } from '../../domain/checkout-envelope.dto';

export class StoreCustomerRequestDto extends CheckoutEnvelopeDto implements StoreCustomerRequest {
  @IsNotEmpty({ message: 'is required' }) @IsEmailAddress() email!: string;
  @IsNotEmpty({ message: 'is required' }) @Matches(/^(?:pi|seti)_[A-Za-z0-9]{1,100}$/, { message: 'must be a Stripe PaymentIntent or SetupIntent id (pi_… or seti_…)' }) @MaxLength(105) paymentIntentId!: string;
  @IsNotEmpty({ message: 'is required' }) @IsString() @MaxLength(300) paymentIntentClientSecret!: string;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
}
