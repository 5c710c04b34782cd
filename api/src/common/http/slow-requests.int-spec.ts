import { Agent, request as httpRequest, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import { stalledBody, trickledBody } from '../../../test/hostile/raw-http';
import { countEvents, startTestApp, type TestApp } from '../../../test/test-app';

/** Short, so a cut comes within seconds here, yet long past a page view on a loaded machine; the production default is checked on its own below. */
const LIMIT_SECONDS = 4;
/** Past the limit and Node's check once a second, with room for a loaded machine: a cut later than this is no cut. */
const CUT_WITHIN_MS = (LIMIT_SECONDS + 10) * 1_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp('slow_requests', { REQUEST_TIMEOUT_SECONDS: String(LIMIT_SECONDS) });
  port = t.port;
  // The first call opens the database pool: later ones answer in milliseconds, well inside the limit.
  await pageView().expect(201);
});
afterAll(() => t.close());

const pageView = () => t.http().post('/api/track-page-view').send({ path: '/features', sessionId: 'session-test-0001' });

describe('a request that never finishes arriving', () => {
  it('is answered 408 and closed, stalled or trickled, while other clients are served, and records nothing', async () => {
    const before = await countEvents(t.db);
    const stalled = await stalledBody(port, '/api/track-page-view');
    const trickled = await trickledBody(port, '/api/track-page-view', 250);

    await pageView().expect(201);
    expect([stalled.isOpen(), trickled.isOpen()]).toEqual([true, true]);

    for (const { answer, afterMs } of await Promise.all([stalled.closed, trickled.closed])) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
    }
    expect(await countEvents(t.db)).toBe(before + 1);
  });

  it('leaves a kept-alive connection waiting for its next request, however long past the limit', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, '/api/health/live');
      expect([first.status, first.reused]).toEqual([200, false]);
      // The kept-alive connection waits while a request begun after its first one runs past the limit and is cut.
      const stalled = await stalledBody(port, '/api/track-page-view');
      await stalled.closed;
      const second = await get(agent, '/api/health/live');
      expect([second.status, second.reused]).toEqual([200, true]);
    } finally {
      agent.destroy();
    }
  });
});

/** A GET through `agent`: its status, and whether it went on a connection kept from an earlier request. */
function get(agent: Agent, path: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = httpRequest({ host: '127.0.0.1', port, path, agent }, (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('by default', () => {
  let defaults: TestApp;
  beforeAll(async () => {
    defaults = await startTestApp('slow_requests_default');
  });
  afterAll(() => defaults.close());

  it('cuts a request, headers or body, within 30 s of its start (the limit, then Node’s next check)', () => {
    // Node keeps the option on the server; @types/node declares only the option.
    const server = defaults.app.getHttpServer() as Server & { connectionsCheckingInterval: number };
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    expect(server.requestTimeout + server.connectionsCheckingInterval).toBeLessThanOrEqual(30_000);
  });
});
