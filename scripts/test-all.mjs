#!/usr/bin/env node
/**
 * `npm test`: every test, ordered to keep both cores busy. The integration
 * tests run first and alone: with Postgres they fill the machine. Then the
 * browser tests, which mostly wait on pages and on the stack, run beside the
 * unit and web tests, which only compute (one Jest worker, so the browser
 * tests keep a core). Each part runs whole even when another failed, and the
 * command fails if any did. The browser tests print as they go; the unit and
 * web tests' report follows theirs.
 */
import { spawn } from 'node:child_process';

/** Runs `npx …args`; resolves to its exit status and, when `quiet`, what it printed. */
function run(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const printed = [];
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => printed.push(chunk));
    child.on('close', (status, signal) => resolve({ status: status ?? (signal ? 1 : 0), printed: Buffer.concat(printed) }));
  });
}

const integration = await run(['jest', '--selectProjects', 'integration']);
const [browser, unitAndWeb] = await Promise.all([
  run(['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  run(['jest', '--selectProjects', 'unit', 'web', '--maxWorkers', '1'], { quiet: true }),
]);
process.stdout.write(unitAndWeb.printed);

const failed = Object.entries({ integration, browser, 'unit and web': unitAndWeb }).filter(([, part]) => part.status !== 0).map(([name]) => name);
if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
