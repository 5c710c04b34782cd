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

/**
 * Domains no mailbox can have (RFC 2606 and 6762): `.invalid`, `.local` and
 * `.localhost`. The site's placeholder (`<session>@visitor.pitchlens.invalid`)
 * and the spec client's (`temp_<session>@anonymous.local`) both end so.
 */
const PLACEHOLDER_DOMAIN = /@(?:[^@]+\.)?(?:invalid|local|localhost)$/;

/** Whether an address is a visitor placeholder, of any format the site or the spec's client makes. */
export function isPlaceholderEmail(email: string): boolean {
  return PLACEHOLDER_DOMAIN.test(email.trim().toLowerCase());
}

/** The session id a placeholder address was made from (`<session>@…` or `temp_<session>@…`), if it is one. */
export function sessionIdFromPlaceholder(email: string): string | null {
  if (!isPlaceholderEmail(email)) return null;
  const local = email.trim().slice(0, email.trim().lastIndexOf('@')).replace(/^temp_/, '');
  return SESSION_ID_PATTERN.test(local) ? local : null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}
