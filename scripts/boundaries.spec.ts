import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';

const root = resolve(__dirname, '..');
// Folder rules, the same layers by module name, and dynamic import() of those names.
const BOUNDARY_RULES = ['import/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax'];

interface LintMessage {
  ruleId: string | null;
  severity: number;
  line: number;
  message: string;
}

// One ESLint process for the whole file (scripts/lint-snippets.mjs): each snippet costs a lint, not a start.
let linter: ChildProcessWithoutNullStreams;
let answers: Interface;
beforeAll(() => {
  linter = spawn(process.execPath, [resolve(root, 'scripts/lint-snippets.mjs')], { cwd: root });
  answers = createInterface({ input: linter.stdout });
});
afterAll(async () => {
  linter.stdin.end();
  if (linter.exitCode === null) await once(linter, 'exit');
});

/** What `npm run lint` says of a file with this text at this place in the tree. */
async function lint(path: string, text: string): Promise<LintMessage[]> {
  const answer = once(answers, 'line') as Promise<[string]>;
  linter.stdin.write(`${JSON.stringify({ path, text })}\n`);
  const [line] = await answer;
  return (JSON.parse(line) as LintMessage[]).filter((m) => m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId));
}

/** Lints the lines as one file at `path`: each must be an error with the message given, or pass (null). */
async function expectLines(path: string, lines: [string, RegExp | null][]): Promise<void> {
  const messages = await lint(path, lines.map(([code]) => `${code}\n`).join(''));
  const said = lines.map(([code], i) => ({ code, errors: messages.filter((m) => m.line === i + 1).map(({ severity, message }) => ({ severity, message })) }));
  expect(said).toEqual(lines.map(([code, expected]) => ({ code, errors: expected ? [{ severity: 2, message: expect.stringMatching(expected) }] : [] })));
}

describe('the layer rules in npm run lint', () => {
  it('fail on a web feature importing another feature, and pass on one importing its own files', async () => {
    const [across] = await lint('web/src/features/home/probe.ts', "export { default } from '../vs-gong/vs-gong-page';\n");
    expect(across.message).toMatch(/A web feature never imports another feature/);
    expect(await lint('web/src/features/vs-gong/probe.ts', "export { default } from './vs-gong-page';\n")).toEqual([]);
  });

  it('fail on a lib importing an app, and on the API importing the worker', async () => {
    expect(await lint('libs/contracts/src/probe.ts', "export * from '../../../api/src/app.module';\n")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/A lib never imports an app/) }),
    ]);
    expect(await lint('api/src/probe.ts', "export * from '../../worker/src/worker.module';\n")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/never import each other/) }),
    ]);
  });

  it('fail on a feature importing the app shell', async () => {
    expect(await lint('web/src/features/home/probe.ts', "export * from '../../app/routes';\n")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/Only the entry points import web\/src\/app/) }),
    ]);
  });

  it('fail on an app or a lib importing an app by its package name, statically or with import()', async () => {
    const apart = /The API, the worker and the site never import each other/;
    await expectLines('api/src/probe.ts', [
      ["export * from '@pitchlens/worker';", apart],
      ["export const site = () => import('@pitchlens/web');", apart],
      ["export * from '@pitchlens/event-store';", null],
      ["export const emulator = () => import('@pitchlens/stripe-emulator');", null],
    ]);
    await expectLines('worker/src/probe.ts', [
      ["import type { AppModule } from '@pitchlens/api/src/app.module';", apart],
      ["export * from '@pitchlens/reports';", null],
    ]);
    await expectLines('libs/reports/src/probe.ts', [["export * from '@pitchlens/api';", /A lib never imports an app/]]);
    await expectLines('libs/event-store/src/probe.ts', [
      ["export * from '@pitchlens/worker';", /A lib never imports an app/],
      ["export * from '@pitchlens/database';", null],
    ]);
    // Tests may drive both processes.
    await expectLines('api/src/probe.spec.ts', [["export * from '@pitchlens/worker';", null]]);
  });

  it('keep the site off server libs, server packages and Node builtins', async () => {
    const serverLib = /imports only @pitchlens\/contracts of libs\//;
    const serverPackage = /stay in api\/ and worker\/; call the API/;
    const node = /without Node builtins: use the web platform/;
    await expectLines('web/src/lib/probe.ts', [
      ["export * from '@pitchlens/database';", serverLib],
      ["export type { EventStore } from '@pitchlens/event-store';", serverLib],
      ["export * from '../../../libs/logging/src';", serverLib],
      ["export * from '@pitchlens/reports';", serverLib],
      ["export * from '@pitchlens/worker';", /never import each other/],
      ["export * from 'pg';", serverPackage],
      ["export * from '@nestjs/common';", serverPackage],
      ["export * from 'stripe';", serverPackage],
      ["export const queue = () => import('bullmq');", serverPackage],
      ["export * from 'node:crypto';", node],
      ["export * from 'fs/promises';", node],
      ["export * from '@pitchlens/contracts';", null],
      ["export * from '@stripe/react-stripe-js';", null],
      ["export * from 'uuid';", null],
    ]);
    // Its tests run in Jest on Node and may read files, but take no more of the servers.
    await expectLines('web/src/lib/probe.spec.ts', [
      ["export * from 'node:fs';", null],
      ["export * from 'pino';", serverPackage],
    ]);
  });

  it('keep libs/contracts browser-safe: no Node builtin, server package or server lib', async () => {
    const pure = /libs\/contracts is shared with the browser: types, figures and pure functions only/;
    await expectLines('libs/contracts/src/probe.ts', [
      ["export * from 'node:crypto';", pure],
      ["export * from 'path';", pure],
      ["export * from 'ioredis';", pure],
      ["export type { DataSource } from 'typeorm';", pure],
      ["export * from '@pitchlens/config';", pure],
      ["export * from '../../database/src';", pure],
      ["export * from '@pitchlens/api';", /A lib never imports an app/],
      ["export * from './events';", null],
    ]);
  });
});
