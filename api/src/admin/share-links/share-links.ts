import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import type { CreateShareLinkResponse, ShareLink } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../common/di-tokens';
import { ApiError } from '../../common/http/api-error';
import { readShareToken, signShareToken } from './share-token';

/** Development and test only: production refuses to start without SHARE_LINK_SECRET. */
const DEVELOPMENT_SHARE_LINK_SECRET = 'pitchlens-development-share-links';

const COLUMNS = `id, label, created_at AS "createdAt", expires_at AS "expiresAt", revoked_at AS "revokedAt", last_used_at AS "lastUsedAt"`;

interface ShareLinkRow {
  id: string;
  label: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

const toLink = (row: ShareLinkRow): ShareLink => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const refused = (why: string) => new ApiError(HttpStatus.UNAUTHORIZED, `Share link refused: ${why}.`);

/**
 * Read-only links to the dashboard's aggregate figures. A token is signed
 * with SHARE_LINK_SECRET and names its link and expiry; every use checks the
 * signature, the expiry and the link's row (revoked or gone), and notes the
 * use at most once a minute, so a dashboard polling with it writes little.
 */
@Injectable()
export class ShareLinks {
  private readonly secret: string;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(ApiConfig) config: ApiConfig,
  ) {
    this.secret = config.SHARE_LINK_SECRET ?? DEVELOPMENT_SHARE_LINK_SECRET;
  }

  async create(label: string, expiresAt: Date): Promise<CreateShareLinkResponse> {
    const { rows } = await this.pool.query<ShareLinkRow>(
      `INSERT INTO sharing.share_links (id, label, expires_at) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [randomUUID(), label, expiresAt],
    );
    const link = toLink(rows[0]);
    return { link, token: signShareToken(this.secret, { linkId: link.id, expiresAt: new Date(link.expiresAt) }) };
  }

  /** Newest first. */
  async list(): Promise<ShareLink[]> {
    const { rows } = await this.pool.query<ShareLinkRow>(`SELECT ${COLUMNS} FROM sharing.share_links ORDER BY created_at DESC, id`);
    return rows.map(toLink);
  }

  /** Revoking twice keeps the first time; 404 for a link that does not exist. */
  async revoke(id: string): Promise<ShareLink> {
    const { rows } = await this.pool.query<ShareLinkRow>(
      `UPDATE sharing.share_links SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    if (rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'No such share link.');
    return toLink(rows[0]);
  }

  /** Lets a token through, noting its use, or answers 401 saying why not. */
  async admit(token: string, now = new Date()): Promise<void> {
    const claims = readShareToken(this.secret, token);
    if (!claims) throw refused('the token is not one this server signed');
    if (claims.expiresAt <= now) throw refused('the link has expired');
    // One round trip: read the link and, when it is live and not noted in the last minute, note this use.
    const { rows } = await this.pool.query<{ revoked: boolean }>(
      `WITH link AS (SELECT id, revoked_at, last_used_at FROM sharing.share_links WHERE id = $1),
       used AS (
         UPDATE sharing.share_links s SET last_used_at = $2 FROM link
          WHERE s.id = link.id AND link.revoked_at IS NULL AND (link.last_used_at IS NULL OR link.last_used_at < $2::timestamptz - interval '1 minute')
       )
       SELECT revoked_at IS NOT NULL AS revoked FROM link`,
      [claims.linkId, now],
    );
    if (rows.length === 0) throw refused('the link no longer exists');
    if (rows[0].revoked) throw refused('the link has been revoked');
  }
}
