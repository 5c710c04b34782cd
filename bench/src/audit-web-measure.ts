import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import type { Result } from 'lighthouse' with { 'resolution-mode': 'import' };
import { lookup } from 'node:dns/promises';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH, chromiumArgs, featuresOffIn, playwrightFeaturesOff } from '@pitchlens/chromium';

export interface AxeResult {
  path: string;
  serious: number;
  critical: number;
  moderate: number;
  minor: number;
  /** "rule (impact): how many nodes" for each violation, to act on. */
  violations: string[];
}

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scored audits the page fell short on (id: score), what a score under 100 is made of. */
  shortfalls: string[];
}

/** A page Lighthouse could not measure, with its reason: an unmeasured page is not a page that scored 0. */
export interface LighthouseError {
  path: string;
  error: string;
}

export type LighthouseResult = LighthouseScores | LighthouseError;

export function isLighthouseError(result: LighthouseResult): result is LighthouseError {
  return 'error' in result;
}

/**
 * Gzip bytes of every script the page at `url` loads by itself (no clicks),
 * counted from the precompressed copies the server sends.
 */
export async function initialScriptGzipBytes(url: string, siteDir: string): Promise<{ total: number; files: Record<string, number> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs(playwrightFeaturesOff()) });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files: Record<string, number> = {};
    for (const path of scripts) {
      const gz = join(siteDir, `${path}.gz`);
      files[path] = existsSync(gz) ? statSync(gz).size : NaN;
    }
    return { total: Object.values(files).reduce((sum, bytes) => sum + bytes, 0), files };
  } finally {
    await browser.close();
  }
}

export async function axeEveryRoute(origin: string, paths: string[]): Promise<AxeResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs(playwrightFeaturesOff()) });
  try {
    const results: AxeResult[] = [];
    const context = await browser.newContext();
    for (const path of paths) {
      const page = await context.newPage();
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const count = (impact: string) => violations.filter((violation) => violation.impact === impact).length;
      results.push({
        path,
        critical: count('critical'),
        serious: count('serious'),
        moderate: count('moderate'),
        minor: count('minor'),
        violations: violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.length}`),
      });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse starts the trace and navigates at once, but Chromium turns tracing on in the renderer that
 * takes the navigation a moment later; on a busy machine that renderer's first events, navigationStart
 * among them, are then missing. Such a trace measures nothing (performance and best practices unscored,
 * no metrics) and Lighthouse asks for another run: these are its codes for that.
 */
const INCOMPLETE_TRACE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_DCL']);
const RUNS_PER_PAGE = 3;

/**
 * The other sites the page at `url` may load from (its Content-Security-Policy
 * names each) whose names do not resolve from this machine. A request to one
 * fails and Chromium logs it as a console error, which Lighthouse counts
 * against the page; it is the machine's network that failed, not the page.
 */
export async function unreachableHosts(url: string): Promise<string[]> {
  const policy = (await fetch(url)).headers.get('content-security-policy') ?? '';
  const hosts = new Set([...policy.matchAll(/https:\/\/([a-z0-9.-]+)/gi)].map((match) => match[1].toLowerCase()));
  const resolves = await Promise.all([...hosts].map((host) => lookup(host).then(() => true, () => false)));
  return [...hosts].filter((_host, i) => !resolves[i]).sort();
}

/**
 * Lighthouse's default (mobile, simulated slow 4G and 4x slower CPU) run of each page, in a browser
 * started as every browser here is (`chromiumArgs`) and with `flags` (a stand-in's for the other sites a page loads).
 */
export async function lighthouseRoutes(origin: string, paths: string[], flags: string[] = []): Promise<LighthouseResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch, Launcher } = await import('chrome-launcher');
  const chromeFlags = [...chromiumArgs(featuresOffIn(Launcher.defaultFlags())), ...flags];
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      for (let attempt = 1; ; attempt++) {
        const run = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const code = run?.lhr.runtimeError?.code;
        if (code && INCOMPLETE_TRACE.has(code) && attempt < RUNS_PER_PAGE) {
          console.error(`${path}: Lighthouse recorded an incomplete trace (${code}); measuring again`);
          continue;
        }
        results.push(run ? resultOf(path, run.lhr) : { path, error: 'Lighthouse returned no result' });
        break;
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The weighted audits of these categories that scored under 1. */
function shortfallsOf(lhr: Result, categories: string[]): string[] {
  return categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => typeof audit?.score === 'number' && audit.score < 1)
      .map((audit) => `${id}/${audit.id}: ${Math.round((audit.score as number) * 100)}`),
  );
}

/** The four scores and three metrics, or why Lighthouse has not all of them. */
function resultOf(path: string, lhr: Result): LighthouseResult {
  if (lhr.runtimeError) return { path, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const missing: string[] = [];
  const score = (id: string): number => {
    const category = lhr.categories[id];
    if (typeof category?.score === 'number') return Math.round(category.score * 100);
    // Lighthouse leaves a category unscored when one of its audits failed: that audit is the reason.
    const failed = category?.auditRefs.map((ref) => lhr.audits[ref.id]).find((audit) => audit?.scoreDisplayMode === 'error');
    missing.push(failed ? `no ${id} score (${failed.id}: ${failed.errorMessage ?? 'error'})` : `no ${id} score`);
    return NaN;
  };
  const metric = (id: string): number => {
    const audit = lhr.audits[id];
    if (typeof audit?.numericValue === 'number') return audit.numericValue;
    missing.push(audit?.errorMessage ? `no ${id} (${audit.errorMessage})` : `no ${id}`);
    return NaN;
  };
  const scores: LighthouseScores = {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    shortfalls: shortfallsOf(lhr, ['accessibility', 'best-practices', 'seo']),
  };
  return missing.length > 0 ? { path, error: missing.join('; ') } : scores;
}

/** Whether a prerendered page carries `<meta name="robots" content="noindex…">`. */
export function asksNotToBeIndexed(siteDir: string, path: string): boolean {
  const file = join(siteDir, path === '/' ? '' : path, 'index.html');
  return existsSync(file) && /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
}

export function prerenderedRoutes(siteDir: string): string[] {
  return Object.keys((JSON.parse(readFileSync(join(siteDir, 'prerendered.json'), 'utf8')) as { pages: Record<string, string> }).pages);
}
