import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's Chromium, started as every browser tool here starts it (no downloads, no sync). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface AxeResult {
  path: string;
  serious: number;
  critical: number;
  moderate: number;
  minor: number;
  /** "rule (impact): how many nodes" for each violation, to act on. */
  violations: string[];
}

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Gzip bytes of every script the page at `url` loads by itself (no clicks),
 * counted from the precompressed copies the server sends.
 */
export async function initialScriptGzipBytes(url: string, siteDir: string): Promise<{ total: number; files: Record<string, number> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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

/** Lighthouse's default (mobile, simulated slow 4G and 4x slower CPU) run of each page. */
export async function lighthouseRoutes(origin: string, paths: string[]): Promise<LighthouseResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function prerenderedRoutes(siteDir: string): string[] {
  return Object.keys((JSON.parse(readFileSync(join(siteDir, 'prerendered.json'), 'utf8')) as { pages: Record<string, string> }).pages);
}
