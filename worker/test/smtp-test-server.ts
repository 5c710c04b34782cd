import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string | null;
}

/**
 * A real SMTP server inside the test process. `refuse(n)` makes it answer the
 * next n messages with a temporary failure, as a mail server under load does.
 */
export class SmtpTestServer {
  readonly received: ReceivedEmail[] = [];
  private refusals = 0;
  private readonly waiters: { count: number; resolve: () => void }[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (this.refusals > 0) {
        this.refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          this.received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', messageId: mail.messageId ?? null });
          this.notify();
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<string> {
    // A sender killed mid-message (the fault tests SIGKILL workers) resets its connection: for a mail server that is an
    // ordinary event, the message never arrived. smtp-server reports it as an 'error' event, which unheard would end the process.
    this.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  refuse(messages: number): void {
    this.refusals = messages;
  }

  /** Resolves once `count` messages in all have arrived. */
  waitFor(count: number): Promise<ReceivedEmail[]> {
    if (this.received.length >= count) return Promise.resolve(this.received);
    return new Promise((resolve) => this.waiters.push({ count, resolve: () => resolve(this.received) }));
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) {
      if (this.received.length >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
}
