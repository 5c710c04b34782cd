/**
 * Visitor identity. An anonymous visitor is known only by the session id kept in
 * sessionStorage; the tracking client sends a placeholder address derived from
 * it, which is never a real mailbox and must never be treated as one.
 */
export const SESSION_STORAGE_KEY = 'contact_session_id';
export const PLACEHOLDER_EMAIL_DOMAIN = 'visitor.pitchlens.invalid';
/** Session ids go into placeholder addresses, so they must fit an email local part. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function placeholderEmailFor(sessionId: string): string {
  return `${sessionId}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** The session id a placeholder address was made from, if it is one. */
export function sessionIdFromPlaceholder(email: string): string | null {
  if (!isPlaceholderEmail(email)) return null;
  const local = email.trim().slice(0, email.trim().lastIndexOf('@'));
  return SESSION_ID_PATTERN.test(local) ? local : null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}
