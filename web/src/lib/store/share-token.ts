import { SHARE_TOKEN_SCHEME } from '@pitchlens/contracts';

let shareToken: string | null = null;

/**
 * A shared dashboard's token (README "Shared read-only links"), sent as the
 * bearer of every API call while the shared page is open; null stops it.
 */
export function setShareToken(token: string | null): void {
  shareToken = token;
}

export function withShareToken(headers: Headers): Headers {
  if (shareToken) headers.set('authorization', `${SHARE_TOKEN_SCHEME} ${shareToken}`);
  return headers;
}
