import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import importPlugin from 'eslint-plugin-import';

/**
 * The house's layers (CONTRIBUTING.md): every dependency points down. Paths are
 * from the repository root; a violation names the rule it breaks.
 */
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const packageName = (dir) => JSON.parse(readFileSync(new URL(`./${dir}/package.json`, import.meta.url), 'utf8')).name;

const features = folders('./web/src/features');
const apps = ['api', 'worker', 'web'];
// Only contracts is shared with the browser. Every other lib, a new one included, counts as
// server-only until it is listed here.
const BROWSER_SAFE_LIBS = ['contracts'];
const serverLibs = folders('./libs').filter((lib) => !BROWSER_SAFE_LIBS.includes(lib));
// What only a server can run; `stripe` is the server SDK (a page takes Stripe.js, not this).
const SERVER_PACKAGES = ['pg', 'typeorm', 'ioredis', 'bullmq', '@bull-board', '@nestjs', 'fastify', '@fastify', 'helmet', 'pino', 'prom-client', 'nodemailer', 'smtp-server', 'mailparser', 'stripe'];

const APPS_APART = 'The API, the worker and the site never import each other: share through libs/.';
const LIBS_BELOW = 'A lib never imports an app.';
const FEATURES_APART = 'A web feature never imports another feature: move what both need to web/src/components or web/src/lib.';
const SHELL_ON_TOP = 'Only the entry points import web/src/app; features, components and lib sit below it.';
const SHARED_BELOW = 'web/src/components, lib and config never import a feature.';
const SITE_NO_SERVER_LIB = 'The site runs in the browser and imports only @pitchlens/contracts of libs/: move what the page needs into libs/contracts, or ask the API for it.';
const SITE_NO_NODE = 'The site runs in the browser, without Node builtins: use the web platform (fetch, URL, crypto.randomUUID, TextEncoder) or ask the API.';
const SITE_NO_SERVER_PACKAGE = 'The site runs in the browser: database, queue, Nest, Fastify, logging, mail and the Stripe server SDK stay in api/ and worker/; call the API (payments in the page go through Stripe.js).';
const CONTRACTS_PURE = 'libs/contracts is shared with the browser: types, figures and pure functions only. Code that needs Node, a server package or a server lib goes in libs/database, libs/event-store or the app that uses it.';

const serverZones = [
  { target: './api/src', from: ['./worker', './web', './bench', './e2e'], message: APPS_APART },
  { target: './worker/src', from: ['./api', './web', './bench', './e2e'], message: APPS_APART },
  { target: './libs', from: ['./api', './worker', './web', './bench', './e2e'], message: LIBS_BELOW },
  { target: './libs/contracts', from: serverLibs.map((lib) => `./libs/${lib}`), message: CONTRACTS_PURE },
];

const webZones = [
  { target: './web/src', from: ['./api', './worker', './bench', './e2e'], message: APPS_APART },
  { target: './web/src', from: serverLibs.map((lib) => `./libs/${lib}`), message: SITE_NO_SERVER_LIB },
  ...features.map((feature) => ({ target: `./web/src/features/${feature}`, from: './web/src/features', except: [`./${feature}`], message: FEATURES_APART })),
  { target: ['./web/src/features', './web/src/components', './web/src/lib', './web/src/config'], from: './web/src/app', message: SHELL_ON_TOP },
  { target: ['./web/src/components', './web/src/lib', './web/src/config'], from: './web/src/features', message: SHARED_BELOW },
];

const TESTS = ['**/*.spec.ts', '**/*.int-spec.ts'];
const restricted = (zones) => ({ 'import/no-restricted-paths': ['error', { zones }] });

/**
 * The same layers by module name, which the folder rules never see: `@pitchlens/worker`,
 * `pg`, `node:fs`. A specifier is banned with everything under it (`@nestjs/common`, `fs/promises`).
 */
const named = (specifiers) => `^(${specifiers.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(/|$)`;
const NODE_BUILTINS = `^node:|${named(builtinModules)}`;
const otherApps = (self) => named(apps.filter((app) => app !== self).map(packageName));
const ANY_APP = named(apps.map(packageName));
const SERVER_LIBS = named(serverLibs.map((lib) => packageName(`libs/${lib}`)));

// no-restricted-imports reads static imports and re-exports only; no-restricted-syntax catches
// `import('…')` with the same pattern (esquery regexes may not contain a slash: \x2F stands in).
// A type-only import is banned too. It would erase from the bundle, but the site's typecheck
// resolves only contracts from source (web/tsconfig.json): a server lib's types would come from
// its build output (absent on a clean clone) with pg and typeorm behind them. Shapes both sides
// need go in contracts.
const importing = (bans) => ({
  'no-restricted-imports': ['error', { patterns: bans.map(([regex, message]) => ({ regex, message, caseSensitive: true })) }],
  'no-restricted-syntax': ['error', ...bans.map(([regex, message]) => ({ selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\x2F')}/]`, message }))],
});

const site = [
  [otherApps('web'), APPS_APART],
  [SERVER_LIBS, SITE_NO_SERVER_LIB],
  [named(SERVER_PACKAGES), SITE_NO_SERVER_PACKAGE],
];

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } } },
  },
  // Tests may drive both processes (an API test running the worker in process); product code may not.
  {
    files: ['api/src/**/*.ts', 'worker/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: TESTS,
    rules: restricted(serverZones),
  },
  { files: ['api/src/**/*.ts'], ignores: TESTS, rules: importing([[otherApps('api'), APPS_APART]]) },
  { files: ['worker/src/**/*.ts'], ignores: TESTS, rules: importing([[otherApps('worker'), APPS_APART]]) },
  { files: ['libs/*/src/**/*.ts'], ignores: TESTS, rules: importing([[ANY_APP, LIBS_BELOW]]) },
  // A later block's options replace an earlier one's: contracts repeats LIBS_BELOW.
  {
    files: ['libs/contracts/src/**/*.ts'],
    ignores: TESTS,
    rules: importing([
      [ANY_APP, LIBS_BELOW],
      [`${NODE_BUILTINS}|${SERVER_LIBS}|${named(SERVER_PACKAGES)}`, CONTRACTS_PURE],
    ]),
  },
  { files: ['web/src/**/*.{ts,tsx}'], rules: { ...restricted(webZones), ...importing([...site, [NODE_BUILTINS, SITE_NO_NODE]]) } },
  // The site's tests run in Jest on Node and may read the source tree; they never reach the bundle.
  { files: ['web/src/**/*.spec.{ts,tsx}'], rules: importing(site) },
];
