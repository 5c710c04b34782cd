import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long an unlocked proposal stays readable without the password again. */
export const PROPOSAL_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The key that signs proposal sessions, derived from the password: changing
 * the password ends every session, and no second secret has to be managed.
 */
export function proposalSessionKey(password: string): Buffer {
  return Buffer.from(hkdfSync('sha256', password, 'pitchlens-proposal-session', 'v1', 32));
}

const sign = (key: Buffer, expiresAt: number): string =>
  createHmac('sha256', key).update(`proposal:${expiresAt}`).digest('base64url');

/** A token "<expiry ms>.<signature>" that proves the password was given before. */
export function issueProposalSession(key: Buffer, now: number): { token: string; expiresAt: Date } {
  const expiresAt = now + PROPOSAL_SESSION_TTL_MS;
  return { token: `${expiresAt}.${sign(key, expiresAt)}`, expiresAt: new Date(expiresAt) };
}

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** Whether `token` was issued with `key` and has not expired at `now`. */
export function isValidProposalSession(key: Buffer, token: string | undefined, now: number): boolean {
  const match = token === undefined ? null : TOKEN.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(sign(key, expiresAt)));
}
