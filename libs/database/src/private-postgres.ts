import { execFile } from 'node:child_process';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Postgres servers of a test's own (tests only): a primary and its streaming
 * replica, in a temporary directory, on ports the test names, so a test can
 * stop, pause and restart them without touching the machine's own server.
 * Run as root (the test machine's user), each command runs as the `postgres`
 * OS user, which then owns the directory.
 */
const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

const run = promisify(execFile);

/** Postgres refuses to run as root: as root the commands run as the `postgres` OS user, as anyone else as themselves. */
const AS_ROOT = process.getuid?.() === 0;

async function asPostgres(program: string, args: string[]): Promise<string> {
  const { stdout } = AS_ROOT ? await run('runuser', ['-u', 'postgres', '--', join(BIN, program), ...args]) : await run(join(BIN, program), args);
  return stdout;
}

/** One server of the pair. */
export class PrivateServer {
  constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly socketDir: string,
  ) {}

  /** The server (no database named), as TEST_DATABASE_SERVER_URL is. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  /** Starts it and waits until it takes connections; its sockets go in the pair's directory, not the system's. */
  async start(): Promise<void> {
    // The synchronous commit the product relies on stays; only the disk flushes a throwaway server does not need go.
    // Prepared transactions are allowed (the machine's own server allows none), so a test can leave one behind;
    // a replica needs at least its primary's number.
    const options = `-p ${this.port} -k ${this.socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_prepared_transactions=4`;
    const log = `${this.dataDir}.log`;
    try {
      await asPostgres('pg_ctl', ['-D', this.dataDir, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
    } catch (error) {
      // The log goes with the directory when the test cleans up: why the server would not start is told here.
      const tail = await readFile(log, 'utf8').then((text) => text.trim().split('\n').slice(-10).join('\n'), () => '(no log)');
      throw new Error(`${(error as Error).message}\nits log ends:\n${tail}`);
    }
  }

  /** Stops it (fast: sessions are ended) and waits until it is gone; nothing if it is not running. */
  async stop(): Promise<void> {
    if (!(await this.running())) return;
    await asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  private running(): Promise<boolean> {
    return asPostgres('pg_ctl', ['-D', this.dataDir, 'status']).then(
      () => true,
      () => false,
    );
  }
}

export interface PrivatePostgres {
  primary: PrivateServer;
  /** Stops the servers and removes their directory; safe to call after a failed start. */
  remove(): Promise<void>;
}

export interface PrivatePostgresPair extends PrivatePostgres {
  replica: PrivateServer;
}

/** A running server (initdb, trust on 127.0.0.1) on `port`, alone. */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const dir = await ownDirectory();
  const primary = new PrivateServer(join(dir, 'primary'), port, dir);
  return startedOrRemoved(dir, [primary], async () => {
    await initPrimary(primary);
    return { primary };
  });
}

/**
 * A running primary (initdb, trust on 127.0.0.1) on `ports.primary` and a
 * streaming replica of it (pg_basebackup -R) on `ports.replica`. Databases
 * made on the primary later reach the replica as every other write does.
 */
export async function startPrivatePostgresPair(ports: { primary: number; replica: number }): Promise<PrivatePostgresPair> {
  const dir = await ownDirectory();
  const primary = new PrivateServer(join(dir, 'primary'), ports.primary, dir);
  const replica = new PrivateServer(join(dir, 'replica'), ports.replica, dir);
  return startedOrRemoved(dir, [replica, primary], async () => {
    await initPrimary(primary);
    await asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', '-D', replica.dataDir, '-R', '-X', 'stream', '--no-sync']);
    await replica.start();
    return { primary, replica };
  });
}

/** A temporary directory the `postgres` user owns. */
async function ownDirectory(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pitchlens-pg-'));
  if (AS_ROOT) {
    const { uid, gid } = await postgresUser();
    await chown(dir, uid, gid);
  }
  return dir;
}

async function initPrimary(primary: PrivateServer): Promise<void> {
  await asPostgres('initdb', ['-D', primary.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  await primary.start();
}

/** Starts the servers with `start`; `remove` stops them and removes `dir`, and runs at once if a start fails. */
async function startedOrRemoved<T extends object>(dir: string, servers: PrivateServer[], start: () => Promise<T>): Promise<T & { remove(): Promise<void> }> {
  const remove = async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    return { ...(await start()), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
