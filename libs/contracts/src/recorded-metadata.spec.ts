import { callMetadata, factMetadata } from './event-metadata';
import { readEventMetadata, type RecordedMetadata } from './recorded-metadata';

const NOTHING: RecordedMetadata = {
  correlationId: null,
  causationId: null,
  sessionId: null,
  ipHash: null,
  userAgent: null,
  utm: null,
  occurredAt: null,
  clientTimeRejected: false,
  bot: false,
  referrerHost: null,
};

describe('readEventMetadata', () => {
  it('reads a browser call as the API records it today', () => {
    const stored = callMetadata({
      requestId: 'req-1',
      sessionId: 'session-abc123',
      ipHash: '0123456789abcdef0123456789abcdef',
      userAgent: 'Mozilla/5.0',
      utm: { source: 'linkedin', campaign: 'q4' },
      time: { occurredAt: '2026-04-01T10:00:00.000Z', clientTimeRejected: true },
      bot: true,
      referrerHost: 'news.example',
    });
    expect(readEventMetadata(JSON.parse(JSON.stringify(stored)))).toEqual({
      correlationId: 'req-1',
      causationId: 'req-1',
      sessionId: 'session-abc123',
      ipHash: '0123456789abcdef0123456789abcdef',
      userAgent: 'Mozilla/5.0',
      utm: { source: 'linkedin', campaign: 'q4' },
      occurredAt: '2026-04-01T10:00:00.000Z',
      clientTimeRejected: true,
      bot: true,
      referrerHost: 'news.example',
    });
  });

  it('reads a call recorded before event times, bots and referrer hosts: what it lacks is absent', () => {
    const old = { correlationId: 'req-0', causationId: 'req-0', sessionId: 's-old0001', ipHash: 'ab', userAgent: 'Firefox', utm: null };
    expect(readEventMetadata(old)).toEqual({ ...NOTHING, ...old });
  });

  it('reads a call whose user agent and hashed IP retention or an erasure made null', () => {
    const expired = { correlationId: 'r', causationId: 'r', sessionId: 's-kept001', ipHash: null, userAgent: null, utm: { source: 'news' } };
    expect(readEventMetadata(expired)).toMatchObject({ sessionId: 's-kept001', ipHash: null, userAgent: null, utm: { source: 'news' } });
  });

  it('reads a fact the server recorded, with and without the session it is credited to', () => {
    expect(readEventMetadata(factMetadata({ correlationId: 'req', causationId: null }))).toEqual({ ...NOTHING, correlationId: 'req' });
    expect(readEventMetadata(factMetadata({ correlationId: 'req', causationId: 'evt', sessionId: 's-paid001', occurredAt: '2026-04-01T10:00:00.000Z' }))).toEqual({
      ...NOTHING,
      correlationId: 'req',
      causationId: 'evt',
      sessionId: 's-paid001',
      occurredAt: '2026-04-01T10:00:00.000Z',
    });
  });

  it.each([undefined, null, 'text', 42, [], ['sessionId']])('reads %p as metadata holding nothing', (stored) => {
    expect(readEventMetadata(stored)).toEqual(NOTHING);
  });

  it('reads a field of the wrong type as absent', () => {
    const odd = {
      correlationId: 7,
      causationId: { id: 'x' },
      sessionId: ['s'],
      ipHash: true,
      userAgent: 1,
      utm: 'linkedin',
      occurredAt: 1_775_000_000_000,
      clientTimeRejected: 'true',
      bot: 1,
      referrerHost: null,
    };
    expect(readEventMetadata(odd)).toEqual(NOTHING);
  });

  it('reads an empty session id as none and a time that is no date as absent', () => {
    expect(readEventMetadata({ sessionId: '', occurredAt: 'yesterday' })).toMatchObject({ sessionId: null, occurredAt: null });
    expect(readEventMetadata({ occurredAt: '' }).occurredAt).toBeNull();
  });

  it('keeps the campaign fields held as text, and nothing else of a campaign', () => {
    expect(readEventMetadata({ utm: { source: 'google', medium: 3, term: 'coaching', other: 'x' } }).utm).toEqual({ source: 'google', term: 'coaching' });
    expect(readEventMetadata({ utm: ['google'] }).utm).toBeNull();
  });
});
