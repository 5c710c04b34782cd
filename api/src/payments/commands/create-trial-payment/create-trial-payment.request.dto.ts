import type { CreateTrialPaymentRequest } from '@pitchlens/contracts';
import { IsOptional, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/validators';
import { IsCheckoutId } from '../../domain/checkout-id';

export class CreateTrialPaymentRequestDto implements CreateTrialPaymentRequest {
  @IsOptional() @IsEmailAddress() email?: string;
  @IsCheckoutId() @MaxLength(64) eventId?: string;
}
