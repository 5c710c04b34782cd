import { createServer, type Server as HttpServer } from 'node:http';
import type { Server as NetServer } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerError, type SMTPServerSession } from 'smtp-server';
import { copyEnvelope, parseMessage, type ParsedFields } from './mail-catcher-parse';
import { createWebHandler } from './mail-catcher-web';

export interface CaughtMessage {
  id: number; // 1, 2, 3… in arrival order
  receivedAt: Date;
  envelopeFrom: string;
  envelopeTo: string[];
  subject: string;
  from: string; // header, as text
  to: string; // header, as text
  messageId: string | null;
  html: string | null;
  text: string | null;
}

export interface MailCatcherOptions {
  host?: string;
  smtpPort?: number;
  webPort?: number;
  maxMessages?: number;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

interface Waiter {
  count: number;
  resolve: (messages: readonly CaughtMessage[]) => void;
  reject: (error: Error) => void;
}

/**
 * Local stand-in for an SMTP server: accepts every message on `host`, keeps the latest `maxMessages` in memory
 * and shows them on a small web page. Development only: no TLS, any credentials accepted.
 */
export class MailCatcher {
  private readonly host: string;
  private readonly smtpPort: number;
  private readonly webPort: number;
  private readonly maxMessages: number;
  private readonly stored: CaughtMessage[] = [];
  private arrived = 0;
  private waiters: Waiter[] = [];
  private servers: { smtp: SMTPServer; web: HttpServer } | null = null;

  constructor(options: MailCatcherOptions = {}) {
    this.host = options.host ?? '127.0.0.1';
    this.smtpPort = options.smtpPort ?? 1025;
    this.webPort = options.webPort ?? 1080;
    this.maxMessages = options.maxMessages ?? 500;
    if (!Number.isInteger(this.maxMessages) || this.maxMessages < 1) {
      throw new RangeError(`maxMessages must be a positive integer, got ${this.maxMessages}`);
    }
  }

  async start(): Promise<{ smtpUrl: string; webUrl: string }> {
    if (this.servers !== null) throw new Error('MailCatcher is already started');
    const smtp = this.createSmtpServer();
    const web = createServer(createWebHandler(() => this.messages()));
    const smtpPort = await listen(smtp.server, this.smtpPort, this.host);
    let webPort: number;
    try {
      webPort = await listen(web, this.webPort, this.host);
    } catch (error) {
      // Half a catcher would hold the SMTP port with nothing to show what it caught.
      await closeSmtp(smtp);
      throw error;
    }
    this.servers = { smtp, web };
    const host = this.host.includes(':') ? `[${this.host}]` : this.host;
    return { smtpUrl: `smtp://${host}:${smtpPort}`, webUrl: `http://${host}:${webPort}` };
  }

  async stop(): Promise<void> {
    const servers = this.servers;
    this.servers = null;
    const waiters = this.waiters;
    this.waiters = [];
    // A waiter left pending would hang its test until the test timeout instead of failing at once.
    for (const waiter of waiters) waiter.reject(new Error('MailCatcher stopped before the messages arrived'));
    if (servers === null) return;
    await Promise.all([closeSmtp(servers.smtp), closeWeb(servers.web)]);
  }

  messages(): readonly CaughtMessage[] {
    // A copy, so a caller's snapshot does not change under it as mail arrives.
    return [...this.stored];
  }

  waitForMessages(count: number): Promise<readonly CaughtMessage[]> {
    if (this.arrived >= count) return Promise.resolve(this.messages());
    return new Promise((resolve, reject) => this.waiters.push({ count, resolve, reject }));
  }

  private createSmtpServer(): SMTPServer {
    const server = new SMTPServer({
      authOptional: true,
      // Plain text on localhost: STARTTLS would only offer smtp-server's publicly known test certificate.
      disabledCommands: ['STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      rejectOversized: true,
      banner: 'Pitchlens mail catcher',
      disableReverseLookup: true,
      logger: false,
      // A pooled client that keeps its connection open must not hold stop() for smtp-server's default 30 s.
      closeTimeout: 1000,
      // The product may be configured with SMTP credentials; whatever they are, the catcher takes the mail.
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
      onData: (stream, session, callback) => this.receive(stream, session, callback),
    });
    // Connection errors (a client hanging up mid-session) are re-emitted here; without a listener they would crash the worker.
    server.on('error', () => undefined);
    return server;
  }

  private receive(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null, reply?: string) => void): void {
    const envelope = copyEnvelope(session.envelope);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      // An oversized message is answered 552 by smtp-server (rejectOversized); keep nothing of it.
      if (stream.sizeExceeded) chunks.length = 0;
      else chunks.push(chunk);
    });
    stream.once('error', (error: Error) => callback(error));
    stream.once('end', () => {
      if (stream.sizeExceeded) return callback(null);
      parseMessage(Buffer.concat(chunks), envelope).then(
        (fields) => {
          // Stored before the reply, so a sender that awaited its send finds the message here.
          const message = this.store(fields);
          callback(null, `Caught as message ${message.id}`);
        },
        (error: unknown) => {
          const reply: SMTPServerError = new Error(`Could not parse the message: ${String(error)}`);
          reply.responseCode = 451;
          callback(reply);
        },
      );
    });
  }

  private store(fields: ParsedFields): CaughtMessage {
    this.arrived += 1;
    const message: CaughtMessage = { id: this.arrived, receivedAt: new Date(), ...fields };
    this.stored.push(message);
    if (this.stored.length > this.maxMessages) this.stored.splice(0, this.stored.length - this.maxMessages);
    const ready = this.waiters.filter((waiter) => waiter.count <= this.arrived);
    this.waiters = this.waiters.filter((waiter) => waiter.count > this.arrived);
    for (const waiter of ready) waiter.resolve(this.messages());
    return message;
  }
}

/** Resolves with the bound port, which is the real one when `port` is 0. */
function listen(server: NetServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error(`Unexpected listening address ${String(address)}`));
      else resolve(address.port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(resolve));
}

function closeWeb(server: HttpServer): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error === undefined ? resolve() : reject(error)));
    // close() drops idle keep-alive connections; a browser still mid-request would otherwise hold it open.
    server.closeAllConnections();
  });
}
