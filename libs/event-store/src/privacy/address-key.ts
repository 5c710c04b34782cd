import { createHmac } from 'node:crypto';
import { normalizeEmail } from '@pitchlens/contracts';

/**
 * What an erasure record keeps instead of the address: a keyed hash (the key
 * never in the database), so a repeated request can be recognised and an
 * erasure re-applied to a restored backup without the address being kept.
 */
export function addressKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`address:${normalizeEmail(email)}`).digest('hex');
}
