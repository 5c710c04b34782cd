import { brand } from '@pitchlens/contracts';
import type { RouteMeta } from '../../config/route-meta';

/** One `<meta>` or `<link>` the head carries for a route, keyed so it can be found and replaced. */
export type HeadTag =
  | { tag: 'meta'; keyAttr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; keyAttr: 'rel'; key: string; href: string };

export const OG_IMAGE_PATH = '/og-image.png';

export function canonicalUrl(path: string): string {
  return path === '/' ? `${brand.siteUrl}/` : `${brand.siteUrl}${path}`;
}

/** The tags that describe a route to browsers, crawlers and link previews. */
export function headTags(path: string, meta: RouteMeta): HeadTag[] {
  const url = canonicalUrl(path);
  const image = `${brand.siteUrl}${OG_IMAGE_PATH}`;
  const meta_ = (keyAttr: 'name' | 'property', key: string, content: string): HeadTag => ({ tag: 'meta', keyAttr, key, content });
  return [
    meta_('name', 'description', meta.description),
    meta_('name', 'keywords', meta.keywords),
    meta_('name', 'robots', meta.noindex ? 'noindex, follow' : 'index, follow'),
    meta_('property', 'og:type', 'website'),
    meta_('property', 'og:site_name', brand.name),
    meta_('property', 'og:title', meta.title),
    meta_('property', 'og:description', meta.description),
    meta_('property', 'og:url', url),
    meta_('property', 'og:image', image),
    meta_('name', 'twitter:card', 'summary_large_image'),
    meta_('name', 'twitter:title', meta.title),
    meta_('name', 'twitter:description', meta.description),
    meta_('name', 'twitter:image', image),
    { tag: 'link', keyAttr: 'rel', key: 'canonical', href: url },
  ];
}
