/** Body of POST /api/admin/share-links. */
export interface CreateShareLinkRequest {
  /** Who or what the link is for, as the list shows it (1–100 characters). */
  label: string;
  /** When the link stops working: an ISO 8601 instant in the future, within a year. */
  expiresAt: string;
}

export interface ShareLink {
  id: string;
  label: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** The last time a report was read with it (to the minute); null: never used. */
  lastUsedAt: string | null;
}

/** The token is shown once, at creation: only its signature proves it later. */
export interface CreateShareLinkResponse {
  link: ShareLink;
  token: string;
}

export interface ShareLinksResponse {
  links: ShareLink[];
}

/** The header a shared dashboard sends its token in (`Authorization: Bearer <token>`). */
export const SHARE_TOKEN_SCHEME = 'Bearer';
