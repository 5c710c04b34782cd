import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(__dirname, '..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** What `npm run lint` says of a file with this text at this place in the tree. */
async function lint(path: string, text: string): Promise<LintMessage[]> {
  const child = promisify(execFile)(resolve(root, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', path, '--format', 'json'], { cwd: root });
  child.child.stdin?.end(text);
  const { stdout } = await child.catch((failed: { stdout: string }) => failed);
  const [result] = JSON.parse(stdout) as { messages: LintMessage[] }[];
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
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
});
