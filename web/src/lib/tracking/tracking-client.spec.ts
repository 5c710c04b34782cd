import { isPlaceholderEmail, SESSION_STORAGE_KEY } from '@pitchlens/contracts';
import { rememberEmail, sessionId, trackContact, trackDownload, trackFunnelStep, trackPageView, trackStepVisit, utmFields } from './tracking-client';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** jsdom has no fetch: just what the client reads of a response. */
const reply = (status: number, text = '{}') => ({ ok: status < 400, status, text: () => Promise.resolve(text) }) as Response;

function stubFetch(response: Promise<Response> | Response) {
  const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve(response));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sentBody = (mock: jest.Mock, call = 0) => JSON.parse(mock.mock.calls[call][1].body as string) as Record<string, unknown>;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('session id', () => {
  it('is made once and reused from sessionStorage', () => {
    const first = sessionId();
    expect(first).toMatch(UUID_V7);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe(first);
    expect(sessionId()).toBe(first);
  });

  it('keeps an id the browser session already has', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'existing-session-1');
    expect(sessionId()).toBe('existing-session-1');
  });
});

describe('UTM fields', () => {
  it('are read from the query string', () => {
    expect(utmFields('?utm_source=linkedin&utm_medium=social&utm_campaign=q4&utm_term=ai&utm_content=a&x=1')).toEqual({
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'q4',
      utmTerm: 'ai',
      utmContent: 'a',
    });
    expect(utmFields('?utm_source=&other=1')).toEqual({});
  });

  it('travel with every tracking call', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=launch');
    const fetchMock = stubFetch(reply(201));
    await trackPageView('/', 'Home');
    expect(sentBody(fetchMock)).toMatchObject({ path: '/', title: 'Home', utmSource: 'newsletter', utmCampaign: 'launch' });
  });
});

describe('calls', () => {
  it('carry a fresh UUIDv7 event id, the session id, and keepalive', async () => {
    const fetchMock = stubFetch(reply(201));
    await trackFunnelStep('landing', 'ann@acme.com');
    await trackFunnelStep('landing', 'ann@acme.com');
    const [first, second] = [sentBody(fetchMock, 0), sentBody(fetchMock, 1)];
    expect(first.eventId).toMatch(UUID_V7);
    expect(second.eventId).toMatch(UUID_V7);
    expect(first.eventId).not.toBe(second.eventId);
    expect(first.sessionId).toBe(sessionId());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/track-funnel-step');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
  });

  it('send an anonymous visitor under the session placeholder address', async () => {
    const fetchMock = stubFetch(reply(201));
    await trackContact({ currentFunnelStep: 'landing' });
    const body = sentBody(fetchMock);
    expect(isPlaceholderEmail(body.email as string)).toBe(true);
    expect(body.metadata).toMatchObject({ isAnonymous: true, sessionId: sessionId() });
  });

  it('record a known visitor step as a funnel step of their address', async () => {
    const fetchMock = stubFetch(reply(201));
    rememberEmail('ann@acme.com');
    await trackStepVisit('breakdown_download');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/track-funnel-step');
    expect(sentBody(fetchMock)).toMatchObject({ step: 'breakdown_download', email: 'ann@acme.com' });
  });

  it('swallow failures: logged to the console, never thrown', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(Promise.reject(new TypeError('Failed to fetch')));
    await expect(trackPageView('/')).resolves.toBeUndefined();
    stubFetch(reply(400, '{"error":"bad"}'));
    await expect(trackFunnelStep('home')).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[1][0])).toContain('400');
  });
});

describe.each([
  ['Global Privacy Control', 'globalPrivacyControl', true],
  ['Do Not Track', 'doNotTrack', '1'],
])('a browser that asks not to be tracked (%s)', (_name, property, value) => {
  beforeEach(() => Object.defineProperty(navigator, property, { value, configurable: true }));
  afterEach(() => Reflect.deleteProperty(navigator, property));

  it('gets no session id, and none is stored', () => {
    expect(sessionId()).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sends page views without one, even with an id from before', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'existing-session-1');
    const fetchMock = stubFetch(reply(201));
    await trackPageView('/features', 'Features');
    expect(sentBody(fetchMock)).toEqual({ path: '/features', title: 'Features', eventId: expect.stringMatching(UUID_V7), occurredAt: expect.any(String) });
  });

  it('sends what names an address without a session, and nothing that names no one', async () => {
    const fetchMock = stubFetch(reply(201));
    await trackContact({ email: 'ann@acme.com', currentFunnelStep: 'landing' });
    await trackContact({ currentFunnelStep: 'landing' });
    await trackFunnelStep('home');
    await trackDownload('tactics-csv');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({ email: 'ann@acme.com', metadata: { isAnonymous: false } });
    expect(body.sessionId).toBeUndefined();
    expect((body.metadata as Record<string, unknown>).sessionId).toBeUndefined();
  });
});
