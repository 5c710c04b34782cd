import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a scrape may read the metrics: with METRICS_TOKEN set (always in
 * production), only with `Authorization: Bearer <token>`. Compared as hashes,
 * in constant time, so neither the token nor its length leaks by timing.
 */
export function metricsScrapeAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
