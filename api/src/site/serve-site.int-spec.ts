import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../test/test-app';

/** A small built site, shaped as `npm run build` writes it. */
function writeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitchlens-site-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'features'));
  writeFileSync(join(dir, 'index.html'), '<title>Home</title>');
  writeFileSync(join(dir, 'features', 'index.html'), '<title>Features</title>');
  writeFileSync(join(dir, '404.html'), '<h1>404 Page Not Found</h1>');
  const script = 'console.log("pitchlens");'.repeat(50);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  const manifest = { pages: { '/': 'index.html', '/features': 'features/index.html' }, redirects: { '/old-features': '/features' } };
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(manifest));
  return dir;
}

let t: TestApp;
let siteDir: string;
beforeAll(async () => {
  siteDir = writeSite();
  t = await startTestApp('serve_site', { SITE_DIR: siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

it('serves each prerendered route at its path, revalidated on every visit', async () => {
  const home = await t.http().get('/?utm_source=newsletter').expect(200);
  expect(home.text).toBe('<title>Home</title>');
  expect(home.headers['content-type']).toMatch(/^text\/html/);
  expect(home.headers['cache-control']).toBe('no-cache');
  expect(home.headers['content-security-policy']).toContain("script-src 'self'");
  const features = await t.http().get('/features').expect(200);
  expect(features.text).toBe('<title>Features</title>');
});

it('serves hashed assets precompressed and cached for a year', async () => {
  const asset = await t.http().get('/assets/app-abc123.js').set('accept-encoding', 'gzip').expect(200);
  expect(asset.headers['content-encoding']).toBe('gzip');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.text).toContain('pitchlens');
  await t.http().get('/robots.txt').expect(200);
});

it('answers unknown pages with the not-found page and status 404, unknown API paths in JSON', async () => {
  const page = await t.http().get('/no-such-page').expect(404);
  expect(page.text).toContain('404 Page Not Found');
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const api = await t.http().get('/api/no-such-call').expect(404);
  expect(api.body).toMatchObject({ success: false, statusCode: 404 });
});

it('never serves the page files or the manifest under their own names', async () => {
  await t.http().get('/index.html').expect(404);
  await t.http().get('/prerendered.json').expect(404);
});

it('moves old addresses with a 301', async () => {
  const moved = await t.http().get('/old-features').expect(301);
  expect(moved.headers.location).toBe('/features');
});
