import type { CreateTrialPaymentRequest } from '@pitchlens/contracts';
import { IsOptional } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/validators';
import { CheckoutEnvelopeDto } from '../../domain/checkout-envelope.dto';

export class CreateTrialPaymentRequestDto extends CheckoutEnvelopeDto implements CreateTrialPaymentRequest {
  @IsOptional() @IsEmailAddress() email?: string;
}
