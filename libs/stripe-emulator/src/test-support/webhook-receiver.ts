import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A tiny webhook endpoint for tests, doing what our API must do: verify the signature on the
 * raw body with the SDK before trusting anything. It can be told to fail the next N requests.
 */
export interface WebhookReceiver {
  url: string;
  /** Verified events in arrival order (a retried event appears once per successful delivery). */
  events: Stripe.Event[];
  /** Requests whose signature did not verify. */
  rejected: number;
  /** Requests answered 500 on purpose. */
  failed: number;
  failNext(count: number): void;
  /** Resolves once the predicate holds; re-checked after every request. */
  waitFor(predicate: (events: Stripe.Event[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  let toFail = 0;
  // Each waiter answers whether it is satisfied; unsatisfied ones stay registered.
  let waiters: Array<() => boolean> = [];

  const receiver: WebhookReceiver = {
    url: '',
    events: [],
    rejected: 0,
    failed: 0,
    failNext(count) {
      toFail = count;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== check);
          reject(new Error(`Webhook condition not met; received: ${receiver.events.map((e) => e.type).join(', ')}`));
        }, timeoutMs);
        const check = (): boolean => {
          if (!predicate(receiver.events)) return false;
          clearTimeout(timer);
          resolve();
          return true;
        };
        if (!check()) waiters.push(check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function handle(raw: Buffer, signature: string, res: ServerResponse): void {
    if (toFail > 0) {
      toFail -= 1;
      receiver.failed += 1;
      res.writeHead(500).end('failing on purpose');
      return;
    }
    try {
      receiver.events.push(Stripe.webhooks.constructEvent(raw, signature, secret));
    } catch {
      receiver.rejected += 1;
      res.writeHead(400).end('bad signature');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(Buffer.concat(chunks), String(req.headers['stripe-signature'] ?? ''), res);
      waiters = waiters.filter((w) => !w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
  return receiver;
}
