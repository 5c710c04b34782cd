// Writes each route's static HTML (its own head tags and rendered page) into
// web/dist, a 404 page, the sitemap, a manifest the API serves them from, and compressed
// copies of every text file. Runs after the browser and server builds.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');

const { renderRoute, prerenderPaths, redirectTable, sitemapUrls, NOT_FOUND_PROBE_PATH } = await import(join(ssr, 'entry-server.js'));
const template = await readFile(join(dist, 'index.html'), 'utf8');

const page = ({ head, html }) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
const fileFor = (path) => (path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));

for (const path of prerenderPaths) {
  const file = join(dist, fileFor(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page(await renderRoute(path)));
}
const notFound = await renderRoute(NOT_FOUND_PROBE_PATH);
await writeFile(
  join(dist, '404.html'),
  page({ head: '<title>404 Page Not Found | Pitchlens</title>\n    <meta name="robots" content="noindex" />', html: notFound.html }),
);
const pages = Object.fromEntries(prerenderPaths.map((path) => [path, fileFor(path)]));
await writeFile(join(dist, 'prerendered.json'), JSON.stringify({ pages, redirects: redirectTable }, null, 2));

await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapUrls
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);
async function compressAll(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await compressAll(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) {
      const content = await readFile(path);
      await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
await compressAll(dist);
await rm(ssr, { recursive: true, force: true });
console.log(`prerendered ${prerenderPaths.length} routes and the 404 page into ${dist}`);
