import type { Utm } from './event-metadata';
import type { RecordedMetadata } from './recorded-metadata';

/** Where a visitor came from, as first and last touch record it. */
export interface Touch {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** A host as touches compare and name it: lower-cased, without a port or a leading `www.`. */
function comparableHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/**
 * The host of a referrer on another site, as touches name it: lower-cased,
 * without `www.`. Both sides drop `www.` (and any port) before they are
 * compared, so `www.<site>` and `<site>` are one site and never refer to each other.
 */
export function referrerHostOf(referrer: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = comparableHost(new URL(referrer).hostname);
  } catch {
    return null;
  }
  if (!host || ownHosts.some((own) => comparableHost(own) === host)) return null;
  return host;
}

/**
 * The touch a call is, if any: its campaign fields, or else its referrer on
 * another site (source `referral:<host>`).
 */
export function touchOf(metadata: Partial<Pick<RecordedMetadata, 'utm' | 'referrerHost'>>): Touch | null {
  const utm: Utm | null | undefined = metadata.utm;
  if (utm && (utm.source || utm.medium || utm.campaign)) {
    return { source: utm.source || null, medium: utm.medium || null, campaign: utm.campaign || null };
  }
  return metadata.referrerHost ? { source: `referral:${metadata.referrerHost}`, medium: null, campaign: null } : null;
}
