import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Random, Stripe-looking ids (`pi_3Q...`): unique per process, never reused across emulator restarts. */
export function randomToken(length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken()}`;
}

/** `pi_123_secret_abc` → `pi_123`; Stripe.js sends the secret, routes carry the id. */
export function idFromClientSecret(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at < 0 ? clientSecret : clientSecret.slice(0, at);
}
