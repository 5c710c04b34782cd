import { routeMeta } from '../../config/route-meta';
import type { RoutePath } from '../../config/paths';
import { headTags } from './meta-tags';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<head>` markup of a prerendered route, from the same table the browser applies. */
export function renderHead(path: string): string {
  const meta = routeMeta[path as RoutePath];
  if (!meta) return '';
  const tags = headTags(path, meta).map((tag) =>
    tag.tag === 'meta'
      ? `<meta ${tag.keyAttr}="${tag.key}" content="${escapeHtml(tag.content)}" />`
      : `<link rel="${tag.key}" href="${escapeHtml(tag.href)}" />`,
  );
  return [`<title>${escapeHtml(meta.title)}</title>`, ...tags].join('\n    ');
}
