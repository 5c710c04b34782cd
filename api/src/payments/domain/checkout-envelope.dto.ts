import type { CheckoutEnvelope } from '@pitchlens/contracts';
import { MaxLength } from 'class-validator';
import { IsOmittable, IsSessionId } from '../../common/validation/validators';
import { IsCheckoutId } from './checkout-id';

/** Fields every checkout call may carry besides its own. */
export class CheckoutEnvelopeDto implements CheckoutEnvelope {
  @IsCheckoutId() @MaxLength(64) eventId?: string;
  @IsOmittable() @IsSessionId() sessionId?: string;
}
