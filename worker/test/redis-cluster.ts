import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { until } from './child-process';

/** A Redis Cluster of the test's own: masters on fixed ports, each in a directory of its own. */
export interface RedisCluster {
  /** For REDIS_CLUSTER_NODES. */
  nodes: string;
  /** Stops every node (the whole cluster down); `stop` still cleans up after it. */
  kill(): Promise<void>;
  /** Stops every node and removes its directory. */
  stop(): Promise<void>;
}

interface Node {
  port: number;
  dir: string;
  process: ChildProcess;
  exited: Promise<unknown>;
  output: () => string;
}

function startNode(port: number, busPort: number): Node {
  const dir = mkdtempSync(join(tmpdir(), `pitchlens-redis-cluster-${port}-`));
  // No persistence: the cluster lives for one test file.
  const args = ['--port', String(port), '--cluster-port', String(busPort), '--bind', '127.0.0.1', '--dir', dir, '--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { port, dir, process: child, exited, output: () => output };
}

async function answers(port: number, command: string[]): Promise<string | null> {
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return String(await redis.call(command[0], ...command.slice(1)));
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/**
 * Starts `masters` cluster nodes of `redis-server`, taking clients on the
 * ports from `firstPort` and talking among themselves on the ports after
 * those (not Redis's client port + 10000, so every port is one the test was
 * given), joins them into one cluster (`redis-cli --cluster create`), and
 * answers once every node says `cluster_state:ok`. A failure stops what was
 * started.
 */
export async function startRedisCluster(firstPort: number, masters = 3): Promise<RedisCluster> {
  const ports = Array.from({ length: masters }, (_, i) => firstPort + i);
  const nodes = ports.map((port) => startNode(port, port + masters));
  const kill = async () => {
    for (const node of nodes) if (node.process.exitCode === null && node.process.signalCode === null) node.process.kill('SIGKILL');
    await Promise.all(nodes.map((node) => node.exited));
  };
  const stop = async () => {
    await kill();
    for (const node of nodes) rmSync(node.dir, { recursive: true, force: true });
  };
  try {
    await until(async () => (await Promise.all(ports.map((port) => answers(port, ['ping'])))).every((answer) => answer === 'PONG'), 'the Redis nodes to listen', 10_000).catch((error: Error) => {
      throw new Error(`${error.message}; they printed:\n${nodes.map((node) => node.output()).join('\n')}`);
    });
    await run('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-yes']);
    await until(
      async () => (await Promise.all(ports.map((port) => answers(port, ['cluster', 'info'])))).every((info) => info?.includes('cluster_state:ok') === true),
      'the cluster to be ok on every node',
      20_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { nodes: ports.map((port) => `127.0.0.1:${port}`).join(','), kill, stop };
}
