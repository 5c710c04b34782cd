import { randomUUID } from 'node:crypto';

/**
 * The Idempotency-Key of one Stripe create. Derived from the client's id of
 * the checkout when it sends one, so a retried request gets the same object
 * back from Stripe instead of a second one; random otherwise.
 */
export function idempotencyKey(operation: string, clientId: string | undefined): { idempotencyKey: string } {
  return { idempotencyKey: `pitchlens:${operation}:${clientId ?? randomUUID()}` };
}
