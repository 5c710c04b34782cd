import type { CheckoutBuyerRequest } from '@pitchlens/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress, IsOmittable } from '../../../common/validation/validators';
import { CheckoutEnvelopeDto } from '../../domain/checkout-envelope.dto';

export class NameCheckoutBuyerRequestDto extends CheckoutEnvelopeDto implements CheckoutBuyerRequest {
  @IsNotEmpty({ message: 'is required' }) @IsString() @MaxLength(300) clientSecret!: string;
  @IsNotEmpty({ message: 'is required' }) @IsEmailAddress() email!: string;
  @IsOmittable() @Matches(/^sub_[A-Za-z0-9]{1,100}$/, { message: 'must be a Stripe subscription id (sub_…)' }) @MaxLength(104) subscriptionId?: string;
}
