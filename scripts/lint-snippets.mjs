// Lints text as if it were a file at a given place in the tree, one request per line of stdin
// ({ "path": "web/src/x.ts", "text": "…" }), answering each with a line of ESLint's messages.
// One process serves every request, so the configuration is loaded once, not once per snippet.
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
for await (const line of createInterface({ input: process.stdin })) {
  const { path, text } = JSON.parse(line);
  const [result] = await eslint.lintText(text, { filePath: resolve(process.cwd(), path) });
  process.stdout.write(`${JSON.stringify(result.messages)}\n`);
}
