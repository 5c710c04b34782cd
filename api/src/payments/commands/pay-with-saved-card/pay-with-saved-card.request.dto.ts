import type { PayWithSavedCardRequest } from '@pitchlens/contracts';
import { CheckoutEnvelopeDto } from '../../domain/checkout-envelope.dto';

/** Nothing but the envelope: the buyer and their card come from the customer token (header), never from the body. */
export class PayWithSavedCardRequestDto extends CheckoutEnvelopeDto implements PayWithSavedCardRequest {}
