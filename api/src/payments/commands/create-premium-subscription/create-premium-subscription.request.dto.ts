import type { BillingCycle, CreatePremiumSubscriptionRequest } from '@pitchlens/contracts';
import { IsIn, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/validators';
import { CheckoutEnvelopeDto } from '../../domain/checkout-envelope.dto';

export class CreatePremiumSubscriptionRequestDto extends CheckoutEnvelopeDto implements CreatePremiumSubscriptionRequest {
  @IsIn(['monthly', 'yearly'], { message: 'must be monthly or yearly' }) billingCycle!: BillingCycle;
  @IsOptional() @IsEmailAddress() email?: string;
  /** Accepted and ignored: the catalogue price is charged. */
  @IsOptional() @IsNumber({}, { message: 'must be a number' }) priceAmount?: number;
  @IsOptional() @IsString() @MaxLength(500) description?: string;
}
