import { PROPOSAL_SESSION_TTL_MS } from '../domain/proposal-session';

/** The cookie that carries a proposal session; sent back only to /api/proposal. */
export const PROPOSAL_COOKIE = 'pitchlens_proposal';
const COOKIE_PATH = '/api/proposal';

/** The Set-Cookie value: unreadable by scripts, never sent from another site. */
export function proposalSetCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${PROPOSAL_COOKIE}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${PROPOSAL_SESSION_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The proposal session token in a Cookie header, if there is one. */
export function readProposalCookie(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === PROPOSAL_COOKIE) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
