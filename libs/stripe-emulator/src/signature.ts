import { createHmac } from 'node:crypto';

/** Stripe's webhook signature: hex HMAC-SHA256 of `${timestamp}.${rawBody}` keyed by the endpoint secret. */
export function computeSignature(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/**
 * The `Stripe-Signature` header value. The timestamp is wall-clock time even when the emulator's
 * billing clock has been advanced: receivers reject signatures older than five minutes.
 */
export function signatureHeader(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, payload)}`;
}
