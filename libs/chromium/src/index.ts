import { readFileSync } from 'node:fs';

/**
 * Debian's Chromium, which every browser here runs on: the browser tests, the Stripe emulator's
 * test of its Stripe.js and the site audit. Nothing is downloaded for them (`CHROMIUM_PATH` names
 * another install).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Started the one way: headless, and reaching for no update, sync or first-run page of its own. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Headless Chromium 156 still builds the browser's own address-bar popup (two WebUI pages in a
 * renderer of their own) for every window, whoever starts it: a browser test's context, an audit's
 * page, a Lighthouse run. It took about a fifth of the browser tests' time, and under Lighthouse it
 * is one more renderer beside the page being timed. No page here shows or uses it.
 */
export const BROWSER_UI_OFF: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * CHROMIUM_FLAGS and the features turned off, for a launcher that passes `--disable-features` of
 * its own (`launcherFeaturesOff`): a second switch replaces the first's list (the last one wins),
 * so the launcher's list goes into ours.
 */
export function chromiumArgs(launcherFeaturesOff: readonly string[]): string[] {
  return [...CHROMIUM_FLAGS, `--disable-features=${[...launcherFeaturesOff, ...BROWSER_UI_OFF].join(',')}`];
}

/** The features a list of switches turns off (chrome-launcher's defaults, say). */
export function featuresOffIn(flags: readonly string[]): string[] {
  const prefix = '--disable-features=';
  return flags.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(',').filter(Boolean));
}

/**
 * The features Playwright turns off, read from its own launcher, which exports no list. If
 * Playwright moves it, this says so rather than quietly dropping it.
 */
export function playwrightFeaturesOff(): string[] {
  const source = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\n\s*disabledFeatures = \[([^\]]*)\]\.filter\(Boolean\);/.exec(source);
  if (!list) throw new Error("Playwright's list of disabled Chromium features was not found: update playwrightFeaturesOff in libs/chromium");
  return [...list[1].replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}
