import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a share token proves once its signature checks: which link, and until when. */
export interface ShareTokenClaims {
  linkId: string;
  expiresAt: Date;
}

/** `<link id>.<expiry in ms, base 36>.<HMAC-SHA256 of both, base64url>`: short enough for an address. */
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, body: string): Buffer => createHmac('sha256', secret).update(body).digest();

export function signShareToken(secret: string, { linkId, expiresAt }: ShareTokenClaims): string {
  const body = `${linkId}.${expiresAt.getTime().toString(36)}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** The token's claims when the secret signed it, else null (malformed or tampered). Expiry is the caller's to judge. */
export function readShareToken(secret: string, token: string): ShareTokenClaims | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, linkId, expiry, sent] = match;
  const expected = signature(secret, `${linkId}.${expiry}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { linkId, expiresAt: new Date(parseInt(expiry, 36)) };
}
