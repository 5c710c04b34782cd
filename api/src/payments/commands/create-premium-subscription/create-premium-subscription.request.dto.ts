import type { BillingCycle, CreatePremiumSubscriptionRequest } from '@pitchlens/contracts';
import { IsIn, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/validators';
import { IsCheckoutId } from '../../domain/checkout-id';

export class CreatePremiumSubscriptionRequestDto implements CreatePremiumSubscriptionRequest {
  @IsIn(['monthly', 'yearly'], { message: 'must be monthly or yearly' }) billingCycle!: BillingCycle;
  @IsOptional() @IsEmailAddress() email?: string;
  /** Accepted and ignored: the catalogue price is charged. */
  @IsOptional() @IsNumber({}, { message: 'must be a number' }) priceAmount?: number;
  @IsOptional() @IsString() @MaxLength(500) description?: string;
  @IsCheckoutId() @MaxLength(64) eventId?: string;
}
