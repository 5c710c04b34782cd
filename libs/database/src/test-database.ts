import { createHash, randomBytes } from 'node:crypto';
import { Client, escapeIdentifier as quoted, escapeLiteral as literal } from 'pg';
import { prepareDatabase } from './database';
import { migrations } from './migrations';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file, so files can run in
 * parallel and never see each other's events. It is a copy of a template
 * migrated once (copying is a file copy; migrating each took typeorm's start
 * and every migration's DDL per file). `drop` removes it. On `server`, the
 * shared test server unless a test runs one of its own.
 */
export async function createTestDatabase(label: string, server = SERVER_URL): Promise<TestDatabase> {
  const name = `pl_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await withServer(server, async (admin) => {
    const template = await migratedTemplate(admin, server);
    await admin.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
    await copySettings(admin, template, name);
  });
  await makeLogMonths(`${server}/${name}`);
  return {
    url: `${server}/${name}`,
    drop: () =>
      withServer(server, async (admin) => {
        await connectionsLeft(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
      }),
  };
}

/** Taken while a template is made, so parallel test files make it once. */
const TEMPLATE_LOCK_KEY = 7_190_000_002;
const TEMPLATE_PREFIX = 'pl_test_template_';

/**
 * The name of a database migrated to today's migrations, made on first use and
 * kept for later runs: it is named for the migrations' code, so a changed
 * migration makes a new one (and the old ones are dropped). It is built under
 * another name and renamed when done: a template that exists is complete.
 */
async function migratedTemplate(admin: Client, server: string): Promise<string> {
  const name = TEMPLATE_PREFIX + migrationsDigest();
  if (await databaseExists(admin, name)) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    if (await databaseExists(admin, name)) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(building)} WITH (FORCE)`);
    await prepareDatabase(`${server}/${building}`);
    await connectionsLeft(admin, building);
    await admin.query(`ALTER DATABASE ${quoted(building)} RENAME TO ${quoted(name)}`);
    await dropOtherTemplates(admin, name);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/** The migrations' names and code. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.name}\n${migration.prototype.up.toString()}\n${migration.prototype.down.toString()}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Several checkouts (each with its own migrations) may test against one server
 * at once, and each must keep its template while it copies from it: the
 * newest TEMPLATES_KEPT templates stay, older ones go. One a run elsewhere is
 * copying right now stays (its drop fails) for a later run to remove.
 */
const TEMPLATES_KEPT = 8;

async function dropOtherTemplates(admin: Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2 AND NOT datname LIKE '%\\_building'
      ORDER BY oid DESC OFFSET $3`,
    [TEMPLATE_PREFIX, keep, TEMPLATES_KEPT - 1],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)}`).catch(() => undefined);
}

/**
 * A template is kept until the migrations change, maybe for months, and holds
 * the log's months as of the day it was made (README "The event log"): the
 * copy gets the months up to three ahead of today, as the worker would make
 * them, so a test writing an event straight into the log finds its month.
 */
async function makeLogMonths(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SELECT event_store.extend_partitions(now() + interval '3 months')`);
  } finally {
    await client.end();
  }
}

/** A copy does not take its template's per-database settings (the migrations set some): they are set again. */
async function copySettings(admin: Client, from: string, to: string): Promise<void> {
  const { rows } = await admin.query<{ setting: string }>(
    `SELECT unnest(s.setconfig) AS setting FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase WHERE d.datname = $1 AND s.setrole = 0`,
    [from],
  );
  for (const { setting } of rows) {
    const at = setting.indexOf('=');
    await admin.query(`ALTER DATABASE ${quoted(to)} SET ${quoted(setting.slice(0, at))} = ${literal(setting.slice(at + 1))}`);
  }
}

async function databaseExists(admin: Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return (rowCount ?? 0) > 0;
}

async function withServer<T>(server: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** How long a closed pool's connections may take to leave before FORCE ends them. */
const LEAVING_MS = 2000;

/**
 * Waits until no connection to the database is left, or LEAVING_MS have
 * passed. A pool's `end()` resolves once it has asked its connections to
 * close, before the server has seen them go: forcing the drop then would end
 * them under the pool, which reports a lost connection.
 */
async function connectionsLeft(admin: Client, name: string): Promise<void> {
  const deadline = Date.now() + LEAVING_MS;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name]);
    if (rows[0].n === 0) return;
  }
}
