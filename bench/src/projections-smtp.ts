import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Messages accepted so far. */
  received(): number;
  close(): Promise<void>;
}

/**
 * Accepts and discards every message at once, so the worker can run in
 * production mode (which requires SMTP_URL) without emailing anyone and
 * without a slow mail server holding up its email jobs.
 */
export function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('SMTP sink has no address'));
      resolve({ url: `smtp://127.0.0.1:${address.port}`, received: () => received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
