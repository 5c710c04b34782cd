import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@pitchlens/contracts';

/** How long the proof of a just-finished checkout lasts. */
export const CUSTOMER_TOKEN_TTL_SECONDS = 3600;

/** Who a valid token says this browser paid as. */
export interface ProvenCustomer {
  email: string;
  /** The Stripe customer the payment belonged to; null when it had none. */
  stripeCustomerId: string | null;
  /**
   * The checkout that issued the token (its PaymentIntent or SetupIntent id):
   * what a one-click charge made with this token belongs to, so that two
   * tokens of two checkouts never name the same purchase, even when issued
   * in the same second.
   */
  checkoutId: string;
}

interface Payload {
  e: string;
  c: string | null;
  p: string;
  x: number;
}

/**
 * A short-lived proof that this browser just paid as an email on a Stripe
 * customer: handed over by POST /api/store-customer once the payer showed the
 * PaymentIntent's client secret, sent back (header x-customer-token, never in
 * a URL) by the returning-customer lookup and the next checkout, so a
 * stranger who merely knows an address or a payment id learns and charges
 * nothing. Stateless: the payload and an HMAC over it. It lives in the buyer's
 * own session storage, so the address inside it travels nowhere else.
 */
export class CustomerTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived, so the token can never be confused with another use of the secret.
    // v3 names the issuing checkout: a token of an earlier version reads as none (the buyer types a card once more).
    this.key = createHmac('sha256', secret).update('pitchlens/customer-token/v3').digest();
  }

  issue(customer: ProvenCustomer, nowMs = Date.now()): string {
    const payload: Payload = {
      e: normalizeEmail(customer.email),
      c: customer.stripeCustomerId,
      p: customer.checkoutId,
      x: Math.floor(nowMs / 1000) + CUSTOMER_TOKEN_TTL_SECONDS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The customer the token proves, or null for a token that is forged, expired or not one at all. */
  read(token: string | undefined, nowMs = Date.now()): ProvenCustomer | null {
    const [body = '', signature = '', ...rest] = (token ?? '').split('.');
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.alloc(expected.length);
    Buffer.from(signature).copy(given);
    if (!timingSafeEqual(expected, given) || signature.length !== expected.length || rest.length > 0) return null;
    const payload = parsePayload(body);
    if (!payload || payload.x * 1000 <= nowMs) return null;
    return { email: payload.e, stripeCustomerId: payload.c, checkoutId: payload.p };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function parsePayload(body: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
    const valid =
      typeof value.e === 'string' && (typeof value.c === 'string' || value.c === null) && typeof value.p === 'string' && Number.isInteger(value.x);
    return valid ? (value as Payload) : null;
  } catch {
    return null;
  }
}
