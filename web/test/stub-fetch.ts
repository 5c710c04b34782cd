/**
 * jsdom has neither fetch nor Request, and RTK Query's fetchBaseQuery builds a
 * Request before calling fetch. This gives tests both: each call is answered
 * by `reply` (a promise holds the answer back) and recorded as { url, method, body }.
 */
export interface StubCall {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}

type Reply = { status: number; body?: unknown } | Error;

class StubRequest {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly headers: Headers;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.body = init.body;
    this.headers = new Headers(init.headers);
  }
}

function stubResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status < 400,
    status,
    statusText: '',
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
    clone: () => response,
  };
  return response as unknown as Response;
}

export function stubFetch(reply: (call: StubCall) => Reply | Promise<Reply> = () => ({ status: 202, body: {} })) {
  const calls: StubCall[] = [];
  global.Request = StubRequest as unknown as typeof Request;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof StubRequest ? input : new StubRequest(String(input), init);
    const raw = request.body;
    const call = { url: request.url, method: request.method, body: typeof raw === 'string' ? JSON.parse(raw) : raw } as StubCall;
    // Not enumerable, so a test comparing whole calls with toEqual compares what was sent, not the headers object.
    Object.defineProperty(call, 'headers', { value: request.headers, enumerable: false });
    calls.push(call);
    const answer = await reply(call);
    if (answer instanceof Error) throw answer;
    return stubResponse(answer.status, answer.body);
  }) as typeof fetch;
  return calls;
}

/** The recorded calls to `path` (matched on the URL's end, so '/api/x' and 'x' both work). */
export function callsTo(calls: StubCall[], path: string): StubCall[] {
  return calls.filter((call) => call.url.endsWith(path));
}

/** The JSON bodies sent to `path` so far. */
export function sentBodies(calls: StubCall[], path: string): Record<string, unknown>[] {
  return callsTo(calls, path).map((call) => (call.body ?? {}) as Record<string, unknown>);
}
