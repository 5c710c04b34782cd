import { connect } from 'node:net';

/**
 * HTTP written byte for byte on a socket of its own, for what no HTTP client
 * sends: a request target in another form than a path, a body that stops or
 * trickles.
 */

/** An answer as read off the wire. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** A request still being sent, and what the server does about it. */
export interface HeldRequest {
  isOpen(): boolean;
  /** Resolves once the server has closed the connection: what it had answered, and how long after the request began. */
  closed: Promise<{ answer: string; afterMs: number }>;
  /** Ends the connection from this side. */
  destroy(): void;
}

/** `head` (request line and headers, without the blank line) and `body`, as one request on a connection of its own that the server closes once it has answered. */
export function rawRequest(port: number, head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/** A JSON write to `path` that promises a 1000-byte body and sends its first bytes only. */
export function stalledBody(port: number, path: string): Promise<HeldRequest> {
  return heldRequest(port, path, () => undefined);
}

/**
 * The same, then a byte every `everyMs` for as long as the connection lasts:
 * busy enough for any idle-socket timeout, never done.
 */
export function trickledBody(port: number, path: string, everyMs: number): Promise<HeldRequest> {
  return heldRequest(port, path, (send) => {
    const timer = setInterval(() => send(' '), everyMs);
    return () => clearInterval(timer);
  });
}

function heldRequest(port: number, path: string, keepSending: (send: (text: string) => void) => (() => void) | undefined): Promise<HeldRequest> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let open = true;
    let stop: (() => void) | undefined;
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<{ answer: string; afterMs: number }>((settle) => {
      socket.on('close', () => {
        open = false;
        stop?.();
        settle({ answer, afterMs: Date.now() - started });
      });
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    // Before the request is sent, a failure to connect; after, a reset is one of the ways the server closes ('close' follows).
    socket.on('error', reject);
    socket.once('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"path":"/`, (error) => {
        if (error) return reject(error);
        if (open) stop = keepSending((text) => void (socket.writable && socket.write(text)));
        resolve({ isOpen: () => open, closed, destroy: () => socket.destroy() });
      });
    });
  });
}
