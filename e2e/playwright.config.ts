import { CHROMIUM_PATH, chromiumArgs, playwrightFeaturesOff } from '@pitchlens/chromium';
import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against
 * the built product, started by `stack.mjs` on a database of its own.
 * The runner's environment is inherited by its workers, so they share the name.
 */
process.env.E2E_DATABASE_NAME ??= `pl_e2e_${randomBytes(4).toString('hex')}`;
process.env.E2E_PORT ??= '3100';
// The worker's local mail catcher: browser tests read the emails the product sent from its JSON list.
process.env.E2E_MAIL_PORT ??= '3180';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs(playwrightFeaturesOff()) },
    // A visitor's browser: headless Chromium says "HeadlessChrome", which the product rightly leaves out of every figure as a bot.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node e2e/stack.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
