import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@pitchlens/contracts';

/** How long the proof of a just-finished checkout lasts. */
export const CUSTOMER_TOKEN_TTL_SECONDS = 3600;

/**
 * A short-lived proof that this browser just paid as an email: handed over by
 * POST /api/store-customer, asked for by the returning-customer lookup, so a
 * stranger who merely knows an address learns nothing. Stateless: the
 * address's hash, the expiry and an HMAC over both.
 */
export class CustomerTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived, so the token can never be confused with another use of the secret.
    this.key = createHmac('sha256', secret).update('pitchlens/customer-token/v1').digest();
  }

  issue(email: string, nowMs = Date.now()): string {
    const expires = Math.floor(nowMs / 1000) + CUSTOMER_TOKEN_TTL_SECONDS;
    return `${expires}.${this.sign(email, expires)}`;
  }

  /** Whether the token proves `email`; always does the same work, valid or not. */
  verify(token: string | undefined, email: string, nowMs = Date.now()): boolean {
    const [expiresText = '', signature = ''] = (token ?? '').split('.');
    const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : 0;
    const expected = Buffer.from(this.sign(email, expires));
    const given = Buffer.alloc(expected.length);
    Buffer.from(signature).copy(given);
    const matches = timingSafeEqual(expected, given) && signature.length === expected.length;
    return matches && expires * 1000 > nowMs;
  }

  private sign(email: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${normalizeEmail(email)}\n${expires}`).digest('base64url');
  }
}
