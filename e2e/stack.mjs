// The product as browser tests use it: the built API (which serves the built
// site) on its own port and a fresh database, dropped again on exit.
import { spawn } from 'node:child_process';
import pg from 'pg';

const name = process.env.E2E_DATABASE_NAME;
const port = process.env.E2E_PORT;
if (!name || !port) throw new Error('E2E_DATABASE_NAME and E2E_PORT are set by e2e/playwright.config.ts');
const server = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const api = spawn(process.execPath, ['api/dist/main.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: `${server}/${name}`,
    // A known password, so browser tests can sign in as the admin.
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    // One browser makes every call of a whole suite.
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
  await dropDatabase().catch((error) => console.error('could not drop the e2e database:', error.message));
  process.exit(code);
}

api.once('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
