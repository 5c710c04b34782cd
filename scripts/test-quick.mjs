#!/usr/bin/env node
/**
 * The loop before a commit: every unit and web test (no services, seconds),
 * and the integration tests of the folders the change touches: an API or
 * worker area (`api/src/<area>`, `worker/src/<area>`), a lib, or a test
 * harness folder (`api/test/<name>`). "The change" is what differs from the
 * branch this one started from (origin/main, else main) plus what is not yet
 * committed. Everything else is left to `npm test`, which CI runs.
 *
 * `node scripts/test-quick.mjs [--print]`: --print names the folders and
 * runs nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function baseRef() {
  for (const ref of ['origin/main', 'main']) {
    try {
      git('rev-parse', '--verify', '--quiet', ref);
      return git('merge-base', 'HEAD', ref);
    } catch {
      // Not here: try the next.
    }
  }
  return 'HEAD';
}

function changedFiles() {
  const lines = [git('diff', '--name-only', baseRef()), git('ls-files', '--others', '--exclude-standard')];
  return [...new Set(lines.join('\n').split('\n').filter(Boolean))];
}

/** The folder whose integration tests a changed file can break, or null for one no integration test lives under. */
function folderOf(file) {
  const parts = file.split('/');
  if ((parts[0] === 'api' || parts[0] === 'worker') && (parts[1] === 'src' || parts[1] === 'test') && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'libs' && parts.length > 2) return parts.slice(0, 2).join('/');
  return null;
}

const folders = [...new Set(changedFiles().map(folderOf).filter((folder) => folder && existsSync(folder)))].sort();
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const integration = folders.length > 0 ? [`/(${folders.map(escape).join('|')})/.*\\.int-spec\\.ts$`] : [];
const pattern = ['\\.spec\\.tsx?$', ...integration].join('|');

console.log(`test:quick: unit and web tests, and the integration tests under ${folders.length > 0 ? folders.join(', ') : '(no changed folder)'}`);
if (process.argv.includes('--print')) process.exit(0);
const projects = ['unit', 'web', ...(folders.length > 0 ? ['integration'] : [])];
const jest = spawnSync('npx', ['jest', '--selectProjects', ...projects, '--testPathPattern', pattern], { stdio: 'inherit' });
process.exit(jest.status ?? 1);
