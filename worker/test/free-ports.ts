import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999): the kernel never hands
 * them to an outgoing connection, so a port found free here stays free until
 * the test binds it, whereas a port the kernel chose (listen on 0) can be
 * taken meanwhile by any test's Postgres or Redis client.
 */
const LOWEST = 20_000;
/** 31400–32767 are left to the files that fix their ports (the read replica 31420–31421, the reader horizon 31425, Redis Cluster 31430–31435). */
const HIGHEST = 31_399;

function bind(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** `count` distinct ports nothing listens on, for a test that must know a port before something binds it. */
export async function freePorts(count: number): Promise<number[]> {
  const held: Server[] = [];
  while (held.length < count) {
    const server = await bind(randomInt(LOWEST, HIGHEST + 1));
    if (server) held.push(server);
  }
  const ports = held.map((server) => (server.address() as { port: number }).port);
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export async function freePort(): Promise<number> {
  return (await freePorts(1))[0];
}
