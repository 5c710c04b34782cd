import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import { freePort } from '../../test/free-ports';
import { MailCatcher, type CaughtMessage } from './index';

const WELCOME_HTML = '<p>Hello <b>Ada</b></p><script>alert("from the mail")</script>';
const HOSTILE_SUBJECT = '<script>alert("subject")</script> & "quotes"';

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Binds and releases a port; rejects with EADDRINUSE while something still holds it. */
function bindOnce(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}


describe('MailCatcher', () => {
  const catcher = new MailCatcher({ smtpPort: 0, webPort: 0 });
  let smtpUrl: string;
  let webUrl: string;
  let caught: readonly CaughtMessage[];

  beforeAll(async () => {
    ({ smtpUrl, webUrl } = await catcher.start());
    // Registered before sending, so it is the arrival event that resolves it.
    const arrival = catcher.waitForMessages(2);
    const transport = createTransport(smtpUrl);
    await transport.sendMail({
      from: 'Pitchlens <hello@pitchlens.test>',
      to: 'Ada Lovelace <ada@example.test>',
      subject: 'Welcome to Pitchlens',
      text: 'Hello Ada',
      html: WELCOME_HTML,
    });
    await transport.sendMail({
      envelope: { from: 'bounces@pitchlens.test', to: ['visitor@example.test', 'sales@pitchlens.test'] },
      from: 'Pitchlens <hello@pitchlens.test>',
      to: 'visitor@example.test',
      subject: HOSTILE_SUBJECT,
      text: 'Text only <b>not bold</b>',
    });
    transport.close();
    caught = await arrival;
  });

  afterAll(() => catcher.stop());

  it('returns URLs on 127.0.0.1 with the real ports', () => {
    expect(smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(portOf(smtpUrl)).toBeGreaterThan(0);
    expect(portOf(webUrl)).toBeGreaterThan(0);
  });

  it('parses both messages in arrival order', () => {
    expect(caught).toHaveLength(2);
    const [welcome, hostile] = caught;
    expect(welcome).toMatchObject({
      id: 1,
      envelopeFrom: 'hello@pitchlens.test',
      envelopeTo: ['ada@example.test'],
      subject: 'Welcome to Pitchlens',
      // mailparser's text form of an address quotes the name.
      from: '"Pitchlens" <hello@pitchlens.test>',
      to: '"Ada Lovelace" <ada@example.test>',
      html: WELCOME_HTML,
    });
    expect(welcome.text?.trim()).toBe('Hello Ada');
    expect(welcome.messageId).toMatch(/^<.+@.+>$/);
    expect(welcome.receivedAt).toBeInstanceOf(Date);
    expect(hostile).toMatchObject({
      id: 2,
      envelopeFrom: 'bounces@pitchlens.test',
      envelopeTo: ['visitor@example.test', 'sales@pitchlens.test'],
      subject: HOSTILE_SUBJECT,
      to: 'visitor@example.test',
      html: null,
    });
    expect(hostile.text?.trim()).toBe('Text only <b>not bold</b>');
    expect(catcher.messages()).toEqual(caught);
  });

  it('lists messages newest first with every value escaped', async () => {
    const response = await fetch(`${webUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<meta http-equiv="refresh" content="5">');
    expect(page).not.toContain('<script');
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(page).toContain('&quot;Ada Lovelace&quot; &lt;ada@example.test&gt;');
    expect(page.indexOf('href="/messages/2"')).toBeGreaterThan(-1);
    expect(page.indexOf('href="/messages/2"')).toBeLessThan(page.indexOf('href="/messages/1"'));
  });

  it('shows a message with its HTML part in a sandboxed iframe and its text part', async () => {
    const response = await fetch(`${webUrl}/messages/1`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Welcome to Pitchlens</h1>');
    expect(page).toContain('&quot;Pitchlens&quot; &lt;hello@pitchlens.test&gt;');
    expect(page).toContain('<iframe sandbox src="/messages/1/html"');
    expect(page).toMatch(/<pre>Hello Ada\s*<\/pre>/);
    // The HTML part is only ever shown through the iframe, never inlined.
    expect(page).not.toContain('<script');
  });

  it('escapes the text part and omits the iframe for a text-only message', async () => {
    const page = await (await fetch(`${webUrl}/messages/2`)).text();
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<iframe');
    expect(page).toContain('Text only &lt;b&gt;not bold&lt;/b&gt;');
    expect(page).toContain('visitor@example.test, sales@pitchlens.test');
  });

  it('serves the raw HTML part under a CSP that blocks scripts', async () => {
    const response = await fetch(`${webUrl}/messages/1/html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(WELCOME_HTML);
  });

  it('serves all messages as JSON', async () => {
    const response = await fetch(`${webUrl}/api/messages`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as { id: number; subject: string; receivedAt: string; html: string | null }[];
    expect(body.map((message) => message.id)).toEqual([1, 2]);
    expect(body[1].subject).toBe(HOSTILE_SUBJECT);
    expect(body[0].html).toBe(WELCOME_HTML);
    expect(body[0].receivedAt).toBe(caught[0].receivedAt.toISOString());
  });

  it.each(['/messages/3', '/messages/0', '/messages/abc', '/messages/2/html', '/messages/1/text', '/nope'])('answers 404 for %s', async (path) => {
    const response = await fetch(`${webUrl}${path}`);
    expect(response.status).toBe(404);
    await response.text();
  });

  it('answers 404 to anything but GET and HEAD', async () => {
    const response = await fetch(`${webUrl}/api/messages`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    await response.text();
  });

  it('holds its ports while running and frees them on stop', async () => {
    // A catcher of its own: stopping the shared one would leave the other tests nothing to fetch from.
    const own = new MailCatcher({ smtpPort: 0, webPort: 0 });
    const started = await own.start();
    const ports = [portOf(started.smtpUrl), portOf(started.webUrl)];
    try {
      for (const port of ports) await expect(bindOnce(port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await own.stop();
    }
    for (const port of ports) await expect(bindOnce(port)).resolves.toBeUndefined();
  });
});

describe('MailCatcher limits', () => {
  it('keeps only the newest maxMessages, numbering on', async () => {
    const catcher = new MailCatcher({ smtpPort: 0, webPort: 0, maxMessages: 2 });
    const { smtpUrl } = await catcher.start();
    try {
      const arrival = catcher.waitForMessages(3);
      const transport = createTransport(smtpUrl);
      for (const subject of ['first', 'second', 'third']) {
        await transport.sendMail({ from: 'a@pitchlens.test', to: 'b@example.test', subject, text: subject });
      }
      transport.close();
      const kept = await arrival;
      expect(kept.map((message) => [message.id, message.subject])).toEqual([
        [2, 'second'],
        [3, 'third'],
      ]);
    } finally {
      await catcher.stop();
    }
  });

  it('rejects a message over 10 MB and keeps nothing of it', async () => {
    const catcher = new MailCatcher({ smtpPort: 0, webPort: 0 });
    const { smtpUrl } = await catcher.start();
    try {
      const transport = createTransport(smtpUrl);
      // 8 MiB in base64 is over 10.6 MiB on the wire; base64 encodes faster than a huge text part would.
      const attachments = [{ filename: 'huge.bin', content: Buffer.alloc(8 * 1024 * 1024) }];
      const sending = transport.sendMail({ from: 'a@pitchlens.test', to: 'b@example.test', subject: 'huge', text: 'huge', attachments });
      await expect(sending).rejects.toMatchObject({ responseCode: 552 });
      transport.close();
      expect(catcher.messages()).toEqual([]);
    } finally {
      await catcher.stop();
    }
  });

  it('keeps text null for an HTML-only message rather than deriving one', async () => {
    const catcher = new MailCatcher({ smtpPort: 0, webPort: 0 });
    const { smtpUrl } = await catcher.start();
    try {
      const arrival = catcher.waitForMessages(1);
      const transport = createTransport(smtpUrl);
      await transport.sendMail({ from: 'a@pitchlens.test', to: 'b@example.test', subject: 'html only', html: '<p>Only HTML</p>' });
      transport.close();
      const [message] = await arrival;
      expect(message.text).toBeNull();
      expect(message.html?.trim()).toBe('<p>Only HTML</p>');
    } finally {
      await catcher.stop();
    }
  });

  it('rejects pending waiters on stop instead of leaving them hanging', async () => {
    const catcher = new MailCatcher({ smtpPort: 0, webPort: 0 });
    await catcher.start();
    const waiting = catcher.waitForMessages(1);
    await catcher.stop();
    await expect(waiting).rejects.toThrow('stopped');
  });

  it('fails to start on a port that is taken, and releases what it had bound', async () => {
    const first = new MailCatcher({ smtpPort: 0, webPort: 0 });
    const { webUrl } = await first.start();
    const smtpPort = await freePort();
    const second = new MailCatcher({ smtpPort, webPort: portOf(webUrl) });
    try {
      await expect(second.start()).rejects.toMatchObject({ code: 'EADDRINUSE' });
      // The SMTP server bound before the web port failed has been closed again.
      await expect(bindOnce(smtpPort)).resolves.toBeUndefined();
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
