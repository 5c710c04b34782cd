import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './free-ports';

/**
 * A TCP relay to a shared service (Postgres, Redis, the Stripe emulator) that
 * a test can cut and restore: cut drops every relayed connection and refuses
 * new ones, as a restarting server or a network fault would, without touching
 * the service other tests use. Held, it takes new connections but relays
 * nothing on them until let go: a service that has stopped answering.
 */
export class TcpProxy {
  private server: Server;
  private readonly sockets = new Set<Socket>();
  private held: (() => void)[] | null = null;
  port = 0;

  constructor(private readonly targetPort: number) {
    this.server = this.createServer();
  }

  /**
   * Listens below the ephemeral range (free-ports.ts): a cut frees the port
   * until restore binds it again, and one the kernel chose could meanwhile go
   * to any test's outgoing connection or listener on port 0.
   */
  async start(): Promise<number> {
    for (;;) {
      try {
        await this.listen(await freePort());
        return this.port;
      } catch (error) {
        // Another file bound the drawn port between the draw and this listen: draw again.
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
        this.server = this.createServer();
      }
    }
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  async restore(): Promise<void> {
    this.server = this.createServer();
    await this.listen(this.port);
  }

  /** New connections wait, unanswered, until `letGo`. */
  hold(): void {
    this.held ??= [];
  }

  /** Connections waiting to be relayed. */
  get waiting(): number {
    return this.held?.length ?? 0;
  }

  letGo(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const relay of waiting) relay();
  }

  stop(): Promise<void> {
    this.letGo();
    return this.cut();
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private createServer(): Server {
    return createServer((client) => {
      this.sockets.add(client);
      client.once('close', () => this.sockets.delete(client));
      if (this.held) this.held.push(() => this.relay(client));
      else this.relay(client);
    });
  }

  private relay(client: Socket): void {
    if (client.destroyed) return;
    const upstream = connect(this.targetPort, '127.0.0.1');
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(socket);
      socket.pipe(other);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        other.destroy();
      });
    }
  }
}
