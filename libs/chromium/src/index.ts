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
