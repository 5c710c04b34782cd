import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { makeStore } from './lib/store/store';
import { redirects, routes } from './app/routes';
import { renderHead } from './lib/meta/render-head';
import { canonicalUrl } from './lib/meta/meta-tags';
import { routeMeta } from './config/route-meta';

/** Paths to prerender; the not-found screen is rendered from a path no route has. */
export const prerenderPaths: string[] = routes.map((route) => route.path);
export const redirectTable: Record<string, string> = Object.fromEntries(redirects.map(({ from, to }) => [from, to]));
/** Canonical addresses of the pages search engines may list. */
export const sitemapUrls: string[] = routes.filter((route) => routeMeta[route.path] && !routeMeta[route.path]?.noindex).map((route) => canonicalUrl(route.path));
export const NOT_FOUND_PROBE_PATH = '/__not-found__';

/** The static HTML of one route, with every lazy page resolved. */
export async function renderRoute(url: string): Promise<{ head: string; html: string }> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App store={makeStore()} />
    </StaticRouter>,
  );
  const html = await new Response(prelude).text();
  return { head: renderHead(url), html };
}
