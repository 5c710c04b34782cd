import { Injectable } from '@nestjs/common';
import { isPlaceholderEmail, type CheckoutEnvelope } from '@pitchlens/contracts';
import { v5 as uuidv5 } from 'uuid';
import { EventRecorder } from '../../common/events/event-recorder';
import type { RequestContext } from '../../common/http/request-context';

const CHECKOUT_IDENTITY_NAMESPACE = 'b3a7e2c9-41d6-4f08-9c5e-7d2a6b1f0e93';

/** The checkout calls that can name a buyer; each derives its identification's id under its own name. */
export type NamingCall = 'checkout-buyer' | 'create-premium-subscription' | 'create-trial-payment' | 'create-framework-payment';

/**
 * A checkout that names an address identifies its session with it, even if
 * the card is then declined (ARCHITECTURE §3): checkout-buyer on submit, and
 * each create call that carries the buyer's address. A placeholder address
 * (an anonymous visitor) identifies nobody. Without a session the address
 * alone is recorded, in its person's stream, as for any call naming only an
 * address. The event's id is derived from the call's own id, so a retried
 * call records nothing new, and one client id sent to two calls is two events.
 */
@Injectable()
export class CheckoutIdentities {
  constructor(private readonly recorder: EventRecorder) {}

  async identify(context: RequestContext, call: NamingCall, envelope: CheckoutEnvelope, email: string | null): Promise<void> {
    if (!email || isPlaceholderEmail(email)) return;
    const sessionId = envelope.sessionId ?? null;
    const eventId = envelope.eventId ? uuidv5(`${call}/${envelope.eventId}`, CHECKOUT_IDENTITY_NAMESPACE) : undefined;
    await this.recorder.recordForVisitor(context, { sessionId: envelope.sessionId, eventId }, { sessionId, email }, [
      { type: 'ContactIdentified', data: { email, sessionId, firstName: null, lastName: null, source: 'checkout' } },
    ]);
  }
}
