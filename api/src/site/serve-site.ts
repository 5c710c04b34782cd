import fastifyStatic from '@fastify/static';
import type { ErrorResponse } from '@pitchlens/contracts';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isApiUrl } from '../common/http/api-url';

/** Where `npm run build` puts the site; the same relative place from `api/src` and `api/dist`. */
export const DEFAULT_SITE_DIR = join(__dirname, '..', '..', '..', 'web', 'dist');

/** Written by the site's build: each route's file, and old addresses with where they moved. */
interface SiteManifest {
  pages: Record<string, string>;
  redirects: Record<string, string>;
}

/** The build writes the manifest last: its presence means the whole site is there. */
export function siteManifest(siteDir: string): string {
  return join(siteDir, 'prerendered.json');
}

/** Pages are checked on every visit so a release shows at once; their hashed assets never change. */
function cacheControlFor(path: string): string {
  if (path.endsWith('.html')) return 'no-cache';
  return path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Serves the built site on the API's port: each prerendered route's HTML at
 * its own path, old addresses redirected, hashed assets cached for a year, and the not-found page with
 * status 404 for any other page address. Unknown `/api` paths stay JSON.
 * Returns false when the site has not been built (API-only tests).
 */
export async function serveSite(fastify: FastifyInstance, siteDir: string): Promise<boolean> {
  const manifestFile = siteManifest(siteDir);
  if (!existsSync(manifestFile)) return false;
  const { pages, redirects } = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest;

  await fastify.register(fastifyStatic, {
    root: siteDir,
    preCompressed: true,
    wildcard: false,
    // Our own Cache-Control below; the plugin's default would replace it.
    cacheControl: false,
    index: false,
    // Pages are served at their route paths below, never at their file names.
    globIgnore: ['**/*.html', '**/*.html.*', 'prerendered.json*'],
    setHeaders: (response, path) => {
      void response.header('cache-control', cacheControlFor(path));
    },
  });

  for (const [path, file] of Object.entries(pages)) {
    fastify.get(path, (_request, reply) => reply.sendFile(file));
  }
  for (const [from, to] of Object.entries(redirects)) {
    fastify.get(from, (_request, reply) => reply.redirect(to, 301));
  }
  fastify.get('/*', (request, reply) => {
    if (isApiUrl(request.url)) {
      const body: ErrorResponse = { success: false, statusCode: 404, error: `Cannot GET ${request.url.split('?')[0]}`, fields: [] };
      return reply.status(404).send(body);
    }
    return reply.status(404).sendFile('404.html');
  });
  return true;
}
