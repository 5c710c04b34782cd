import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ApiConfig, privacySecret } from '@pitchlens/config';
import { normalizeEmail, PRIVACY_LINK_HOURS, type PrivacyRequestKind } from '@pitchlens/contracts';
import { v5 as uuidv5 } from 'uuid';

/** How long a mailed link confirms its request. */

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Namespace of the ids derived from a confirmed link. */
const CONFIRMATION_NAMESPACE = '9c4e7a12-5b3f-4d8e-a1c6-2f7b9e0d4a38';

export interface LinkedRequest {
  email: string;
  kind: PrivacyRequestKind;
}

/** A link opened: its request, and an id the same however often it is opened; or why it confirms nothing. */
export type OpenedLink = { request: LinkedRequest; id: string } | { problem: 'invalid' | 'expired' };

/**
 * The links that confirm self-service privacy requests. The request travels
 * sealed inside the link (AES-256-GCM under a key of its own, derived from
 * the privacy secret), so nothing about it is stored before it is confirmed,
 * and the link can be neither read nor altered by whoever holds it.
 */
@Injectable()
export class PrivacyLinks {
  private readonly key: Buffer;
  private readonly confirmPage: string;

  constructor(config: ApiConfig) {
    this.key = Buffer.from(hkdfSync('sha256', privacySecret(config), '', 'privacy-request-link', 32));
    this.confirmPage = `${config.SITE_URL}/privacy-request/confirm`;
  }

  /** The confirmation link of a request made at `now`. */
  link(request: LinkedRequest, now = new Date()): string {
    return `${this.confirmPage}?token=${this.token(request, now)}`;
  }

  token(request: LinkedRequest, now = new Date()): string {
    const payload = { email: normalizeEmail(request.email), kind: request.kind, exp: now.getTime() + PRIVACY_LINK_HOURS * 3600_000 };
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  open(token: string, now = new Date()): OpenedLink {
    const bytes = Buffer.from(token, 'base64url');
    let payload: LinkedRequest & { exp: number };
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      payload = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8'));
    } catch {
      // Too short, altered, or sealed under another key.
      return { problem: 'invalid' };
    }
    if (payload.exp <= now.getTime()) return { problem: 'expired' };
    // From the decoded bytes: base64url can spell the same bytes more than one way.
    const id = uuidv5(createHash('sha256').update(bytes).digest('hex'), CONFIRMATION_NAMESPACE);
    return { request: { email: payload.email, kind: payload.kind }, id };
  }
}
