import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The built module, as the API runs it (a thread runs the built script in any case). */
const BUILT = resolve(__dirname, '../../../../dist/admin/queries/get-conversion/conversion-threads.js');
/** Far longer than a process needs to start, make a thread and end; reached only by one that does not end. */
const ENDS_WITHIN_MS = 20_000;

/** Runs `body` in a Node process of its own; its exit code and what it printed, or null if it was still running after ENDS_WITHIN_MS. */
function ownProcess(body: string): Promise<{ code: number | null; output: string } | null> {
  const child = spawn(process.execPath, ['-e', `const { ConversionThreads } = require(${JSON.stringify(BUILT)});\n${body}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      done(null);
    }, ENDS_WITHIN_MS);
    child.once('exit', (code) => {
      clearTimeout(limit);
      done({ code, output });
    });
  });
}

it('pass threads never keep a process alive: one whose threads were made and not stopped still ends', async () => {
  const ended = await ownProcess(`new ConversionThreads({ threads: 1 }).run(async () => 'a report ran').then((answer) => console.log(answer));`);
  expect(ended).toEqual({ code: 0, output: 'a report ran\n' });
});
