import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeMeta, type RouteMeta } from '../../web/src/config/route-meta';
import type { RoutePath } from '../../web/src/config/paths';
import { canonicalUrl } from '../../web/src/lib/meta/meta-tags';

/** The routes the build prerendered: exactly the site's route table. */
const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'web', 'dist', 'prerendered.json'), 'utf8')) as {
  pages: Record<string, string>;
  redirects: Record<string, string>;
};
export const builtRoutes: string[] = Object.keys(manifest.pages);
export const siteRedirects: Record<string, string> = manifest.redirects;

export function metaOf(path: string): RouteMeta {
  const meta = routeMeta[path as RoutePath];
  if (!meta) throw new Error(`no metadata for ${path}`);
  return meta;
}

export { canonicalUrl };

/** What the browser keeps as the visitor's session id (spec §3). */
export const SESSION_KEY = 'contact_session_id';
