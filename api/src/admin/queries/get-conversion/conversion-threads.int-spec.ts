import { resolve } from 'node:path';
import { runNode, until } from '../../../../../worker/test/child-process';

/** The built module, as the API runs it (a thread runs the built script in any case). */
const BUILT = resolve(__dirname, '../../../../dist/admin/queries/get-conversion/conversion-threads.js');

it('pass threads never keep a process alive: one whose threads were made and not stopped still ends', async () => {
  const child = runNode(['-e', `const { ConversionThreads } = require(${JSON.stringify(BUILT)});
new ConversionThreads({ threads: 1 }).run(async () => 'a report ran').then((answer) => console.log(answer));`]);
  try {
    // Far longer than a process needs to start, make a thread and end.
    await until(async () => child.process.exitCode !== null, 'the process to end', 20_000);
    expect(await child.exited).toBe(0);
    expect(child.output()).toBe('a report ran\n');
  } finally {
    child.process.kill('SIGKILL');
  }
});
