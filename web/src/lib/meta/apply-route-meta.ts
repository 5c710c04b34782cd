import { routeMeta } from '../../config/route-meta';
import type { RoutePath } from '../../config/paths';
import { headTags, type HeadTag } from './meta-tags';

function upsert(head: HTMLHeadElement, tag: HeadTag): void {
  let element = head.querySelector<HTMLElement>(`${tag.tag}[${tag.keyAttr}="${tag.key}"]`);
  if (!element) {
    element = document.createElement(tag.tag);
    element.setAttribute(tag.keyAttr, tag.key);
    head.appendChild(element);
  }
  if (tag.tag === 'meta') element.setAttribute('content', tag.content);
  else element.setAttribute('href', tag.href);
}

/** Sets the document's title and tags for a route; a route without metadata changes nothing. */
export function applyRouteMeta(path: string): void {
  const meta = routeMeta[path as RoutePath];
  if (!meta) return;
  document.title = meta.title;
  for (const tag of headTags(path, meta)) upsert(document.head, tag);
}
