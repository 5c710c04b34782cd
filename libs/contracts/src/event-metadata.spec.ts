import { callMetadata, factMetadata } from './event-metadata';

describe('the metadata writers store', () => {
  it('a browser call: the same keys whatever it says, and a flag or referrer only when it has one', () => {
    const call = { requestId: 'r', sessionId: null, ipHash: null, userAgent: null, utm: null, bot: false, referrerHost: null };
    expect(Object.keys(callMetadata(call))).toEqual(['correlationId', 'causationId', 'sessionId', 'ipHash', 'userAgent', 'utm']);
    expect(Object.keys(callMetadata({ ...call, time: { occurredAt: '2026-04-01T10:00:00.000Z' }, bot: true, referrerHost: 'a.example' }))).toEqual([
      'correlationId',
      'causationId',
      'sessionId',
      'ipHash',
      'userAgent',
      'utm',
      'occurredAt',
      'bot',
      'referrerHost',
    ]);
  });

  it('a fact: no browser fields, and its time only when it has one', () => {
    expect(factMetadata({ correlationId: 'r', causationId: 'c' })).toEqual({ correlationId: 'r', causationId: 'c', sessionId: null, ipHash: null, userAgent: null, utm: null });
    expect(Object.keys(factMetadata({ correlationId: 'r', causationId: 'c', sessionId: 's', occurredAt: '2026-04-01T10:00:00.000Z' }))).toContain('occurredAt');
  });
});
