/**
 * jsdom has neither fetch nor Request, and RTK Query's fetchBaseQuery builds a
 * Request and clones the Response. These stand-ins are just enough for it.
 */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly body: string | undefined;
  constructor(url: string, init: { method?: string; body?: string } = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.body = init.body;
  }
}

function fakeResponse({ status, body }: FakeAnswer) {
  const text = JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    clone: () => response,
  };
  return response;
}

/**
 * Installs a fetch that answers each call with `answer(body)`: an answer, an
 * Error to throw (a network failure) or a promise of either, so a test can
 * hold the request open. Returns the mock to read the sent bodies from.
 */
export function installFakeApi(answer: (body: Record<string, unknown>) => FakeAnswer | Error | Promise<FakeAnswer | Error>) {
  const fetchMock = jest.fn(async (request: FakeRequest) => {
    const result = await answer(request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {});
    if (result instanceof Error) throw result;
    return fakeResponse(result);
  });
  Object.assign(globalThis, { Request: FakeRequest, fetch: fetchMock });
  return fetchMock;
}

/** The JSON bodies of every call to `path` so far. */
export function sentBodies(fetchMock: ReturnType<typeof installFakeApi>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .map(([request]) => request)
    .filter((request) => request.url.endsWith(path))
    .map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);
}
