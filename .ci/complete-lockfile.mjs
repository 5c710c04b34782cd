// The npm registry reachable here does not serve every platform's build of
// packages such as @swc/core, so `npm install` leaves those optional
// dependencies out of package-lock.json, and `npm ci` then refuses the lock.
// This adds an entry for each missing one, with the version its parent asks
// for and the platform its name states, so npm skips it where it does not
// apply. Run it after changing dependencies: node .ci/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

function platformOf(name) {
  const base = name.split('/').pop();
  const parts = base.split('-');
  const entry = {};
  const os = ['darwin', 'win32', 'linux', 'freebsd', 'android'].find((o) => parts.includes(o));
  if (os) entry.os = [os];
  const cpu = CPUS.find((c) => parts.includes(c));
  if (cpu) entry.cpu = [cpu];
  if (parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  if (parts.includes('musl')) entry.libc = ['musl'];
  return entry;
}

let added = 0;
for (const meta of Object.values(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    packages[key] = { version: spec.replace(/^[\^~=]/, ''), optional: true, ...platformOf(name) };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added`);
