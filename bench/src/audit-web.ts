import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { databaseUrl, dropBenchDatabase } from './database';
import { freePort, startServer, stopAll } from './processes';
import { productionApi, productionSecrets } from './production-command';
import {
  asksNotToBeIndexed,
  axeEveryRoute,
  initialScriptGzipBytes,
  isLighthouseError,
  lighthouseRoutes,
  prerenderedRoutes,
  unreachableHosts,
  type LighthouseScores,
} from './audit-web-measure';
import { startThirdPartyStandIn } from './third-party-stand-in';

/** The API's node options and the settings its start script sets. */
const API = productionApi();

/**
 * `npm run audit:web`: the built site served by the built API, measured for
 * what a visitor downloads, Lighthouse's four scores and axe-core's
 * accessibility violations on every route.
 *
 * The API runs with production's secrets but with the Stripe emulator standing
 * in for Stripe, as in development: no real keys exist here, and with made-up
 * ones every checkout's create call would fail and be counted against the page.
 * Production mode changes nothing else a page is measured by (only the admin
 * cookie's Secure flag and which secrets are required).
 */
const ROOT = resolve(__dirname, '..', '..');
const SITE_DIR = join(ROOT, 'web', 'dist');
const RESULTS_DIR = join(ROOT, 'bench', 'results');
const DATABASE = 'pitchlens_audit_web';
/** Lighthouse measures every prerendered page unless AUDIT_LIGHTHOUSE_PATHS (comma-separated) names some. */
const LIGHTHOUSE_PATHS = process.env.AUDIT_LIGHTHOUSE_PATHS?.split(',');
/** What a visitor on a mid-range phone should get on every page. */
const GOALS = { initialJsGzipKb: 120, performance: 90, totalBlockingTimeMs: 200, accessibility: 100, bestPractices: 100, seo: 100 };

/** Production's secrets without Stripe's keys, whose absence starts the emulator. */
function secretsWithTheEmulator(): NodeJS.ProcessEnv {
  const env = productionSecrets();
  for (const key of ['NODE_ENV', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) delete env[key];
  return env;
}

async function main(): Promise<void> {
  await dropBenchDatabase(DATABASE);
  const port = await freePort();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const api = await startServer({
    name: 'api',
    script: join(ROOT, 'api', 'dist', 'main.js'),
    nodeArgs: API.nodeArgs,
    port,
    logPath: join(RESULTS_DIR, 'audit-web-api.log'),
    env: {
      ...process.env,
      ...API.env,
      ...secretsWithTheEmulator(),
      NODE_ENV: 'development',
      STRIPE_EMULATOR_PORT: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl(DATABASE),
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const routes = [...prerenderedRoutes(SITE_DIR), '/no-such-page'];
    const scripts = await initialScriptGzipBytes(`${origin}/`, SITE_DIR);
    console.log(`initial JS on /: ${(scripts.total / 1024).toFixed(1)} KB gzip in ${Object.keys(scripts.files).length} files`);
    const unreachable = await unreachableHosts(`${origin}/`);
    if (unreachable.length > 0) console.log(`not reachable from this machine, so answered by an empty stand-in in Lighthouse's browser (their cost is not measured): ${unreachable.join(', ')}`);
    const standIn = await startThirdPartyStandIn(unreachable);
    const lighthouse = await lighthouseRoutes(origin, LIGHTHOUSE_PATHS ?? prerenderedRoutes(SITE_DIR), standIn.flags).finally(() => standIn.close());
    const scored = lighthouse.filter((result): result is LighthouseScores => !isLighthouseError(result));
    const unmeasured = lighthouse.filter(isLighthouseError);
    console.table(scored.map(({ shortfalls: _shortfalls, ...figures }) => figures));
    for (const { path, shortfalls } of scored) if (shortfalls.length > 0) console.log(`${path} fell short on ${shortfalls.join(', ')}`);
    for (const { path, error } of unmeasured) console.error(`Lighthouse could not measure ${path}: ${error}`);
    const axe = await axeEveryRoute(origin, routes);
    console.table(axe.map(({ violations: _violations, ...counts }) => counts));
    for (const result of axe.filter((r) => r.violations.length > 0)) console.log(`${result.path}: ${result.violations.join(', ')}`);

    const initialJsGzipKb = Math.round((scripts.total / 1024) * 10) / 10;
    // Over the measured pages (none measured: NaN, never met); an unmeasured page fails lighthouseMeasured.
    const min = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo', pages = scored) => (pages.length > 0 ? Math.min(...pages.map((r) => r[key])) : NaN);
    // A page that asks search engines not to index it (checkouts, success pages, the admin) fails
    // Lighthouse's crawlability check by design: SEO is scored over the pages meant to be found.
    const indexable = scored.filter((r) => !asksNotToBeIndexed(SITE_DIR, r.path));
    const worstTbtMs = scored.length > 0 ? Math.max(...scored.map((r) => r.tbtMs)) : NaN;
    const seriousOrCritical = axe.reduce((sum, r) => sum + r.serious + r.critical, 0);
    const goals = {
      lighthouseMeasured: { target: `${lighthouse.length} pages`, actual: `${scored.length} pages`, met: unmeasured.length === 0 },
      initialJsGzipKb: { target: `<= ${GOALS.initialJsGzipKb}`, actual: initialJsGzipKb, met: initialJsGzipKb <= GOALS.initialJsGzipKb },
      performance: { target: `>= ${GOALS.performance}`, actual: min('performance'), met: min('performance') >= GOALS.performance },
      totalBlockingTimeMs: { target: `<= ${GOALS.totalBlockingTimeMs}`, actual: worstTbtMs, met: worstTbtMs <= GOALS.totalBlockingTimeMs },
      accessibility: { target: `>= ${GOALS.accessibility}`, actual: min('accessibility'), met: min('accessibility') >= GOALS.accessibility },
      bestPractices: { target: `>= ${GOALS.bestPractices}`, actual: min('bestPractices'), met: min('bestPractices') >= GOALS.bestPractices },
      seo: { target: `>= ${GOALS.seo} over ${indexable.length} indexable pages`, actual: min('seo', indexable), met: min('seo', indexable) >= GOALS.seo },
      axeSeriousOrCritical: { target: '0', actual: seriousOrCritical, met: seriousOrCritical === 0 },
    };
    const date = new Date();
    const report = {
      benchmark: 'audit-web',
      date: date.toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version },
      initialScripts: scripts,
      unreachableHosts: unreachable,
      lighthouse,
      axe,
      goals,
    };
    const text = JSON.stringify(report, null, 2);
    writeFileSync(join(RESULTS_DIR, `audit-web-${date.toISOString().replace(/[:.]/g, '-')}.json`), text);
    writeFileSync(join(RESULTS_DIR, 'audit-web-latest.json'), text);
    console.log('\ngoals:');
    for (const [name, goal] of Object.entries(goals)) console.log(`  ${goal.met ? 'met    ' : 'NOT MET'} ${name}: ${goal.actual} (goal ${goal.target})`);
    // Scores that leave pages out are no audit of the site: the run fails, its report kept for the reasons.
    if (unmeasured.length > 0) process.exitCode = 1;
  } finally {
    await api.stop();
    await dropBenchDatabase(DATABASE);
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
