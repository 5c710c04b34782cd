import { createHash, randomUUID } from 'node:crypto';

/**
 * The Idempotency-Key of one Stripe create. Derived from the client's id of
 * the checkout when it sends one, so a retried request gets the same object
 * back from Stripe instead of a second one; random otherwise. The operation
 * may name the buyer's address, so it is hashed: Stripe refuses keys over 255
 * characters, and an address has no business in a request header anyway.
 */
export function idempotencyKey(operation: string, clientId: string | undefined): { idempotencyKey: string } {
  const digest = createHash('sha256').update(`${operation}\n${clientId ?? randomUUID()}`).digest('base64url');
  return { idempotencyKey: `pitchlens:${digest}` };
}
