import { readEventMetadata, WITHHELD, type PitchlensEvent } from '@pitchlens/contracts';
import { buildPersonExport } from './person-export';
import type { LoggedEvent } from './person-events';

const NOW = new Date('2026-05-01T12:00:00Z');
const ANN = 'ann@acme.io';
const BO = 'bo@corp.io';

let position = 0;
/** An event as the log holds it; `at` is its arrival. */
function logged(event: PitchlensEvent, at: string, metadata: Record<string, unknown> = {}): LoggedEvent {
  position += 1;
  return {
    ...event,
    globalPosition: String(position),
    transactionId: '1',
    eventId: `evt-${position}`,
    streamId: 'stream',
    streamPosition: 1,
    schemaVersion: 1,
    recordedAt: new Date(at),
    metadata: readEventMetadata({ correlationId: 'req', causationId: null, sessionId: null, ipHash: null, userAgent: null, utm: null, ...metadata }),
  } as LoggedEvent;
}

const annCall = { sessionId: 'session-ann1', ipHash: 'hash-ann', userAgent: 'Firefox', utm: { source: 'linkedin' }, occurredAt: '2026-04-01T09:59:00.000Z' };
const referral = logged(
  {
    type: 'ReferralSubmitted',
    data: {
      submissionId: 'sub-1',
      row: 1,
      referrer: { name: 'Ann Lee', email: ANN },
      referred: { name: 'Bo Chan', email: BO, title: 'Sales Manager', company: 'Corp' },
    },
  },
  '2026-04-01T10:00:00Z',
  annCall,
);
const sent = (to: string, at: string) =>
  logged({ type: 'EmailSent', data: { key: 'k', template: 'referral-invitation', to, sourceEventId: referral.eventId, messageId: '<m1@mail.pitchlens.com>' } }, at);

describe('buildPersonExport', () => {
  it('keeps the person’s own side of a referral and their call, and withholds the other party', () => {
    const found = { events: [referral], sessionIds: ['session-ann1'] };
    expect(buildPersonExport(found, ANN, NOW)).toEqual({
      generatedAt: NOW.toISOString(),
      email: ANN,
      sessionIds: ['session-ann1'],
      withheld: WITHHELD,
      events: [
        {
          eventId: referral.eventId,
          type: 'ReferralSubmitted',
          recordedAt: '2026-04-01T10:00:00.000Z',
          occurredAt: annCall.occurredAt,
          data: { submissionId: 'sub-1', row: 1, referrer: { name: 'Ann Lee', email: ANN }, referred: { name: WITHHELD, email: WITHHELD, title: WITHHELD, company: WITHHELD } },
          metadata: { sessionId: 'session-ann1', ipHash: 'hash-ann', userAgent: 'Firefox', utm: { source: 'linkedin' }, referrerHost: null },
        },
      ],
    });
  });

  it('gives the referred person their side, but not the referrer nor the referrer’s call', () => {
    const [event] = buildPersonExport({ events: [referral], sessionIds: [] }, 'BO@corp.io', NOW).events;
    expect(event.data).toEqual({
      submissionId: 'sub-1',
      row: 1,
      referrer: { name: WITHHELD, email: WITHHELD },
      referred: { name: 'Bo Chan', email: BO, title: 'Sales Manager', company: 'Corp' },
    });
    expect(event.metadata).toEqual({ sessionId: WITHHELD, ipHash: WITHHELD, userAgent: WITHHELD, utm: WITHHELD, referrerHost: null });
  });

  it('shows an email only to its recipient, as recorded', () => {
    const toAnn = sent('Ann@Acme.io', '2026-04-01T10:01:00Z');
    const toBo = sent(BO, '2026-04-01T10:02:00Z');
    const exportOf = (email: string | null) => buildPersonExport({ events: [toAnn, toBo], sessionIds: [] }, email, NOW).events;
    const ids = (email: string | null) => exportOf(email).map((e) => e.eventId);
    expect(exportOf(ANN)[0].data).toEqual(toAnn.data);
    expect(ids(BO)).toEqual([toBo.eventId]);
    expect(ids(null)).toEqual([]);
  });

  it('withholds whole strings naming any other address, typed or URL-encoded, and keeps the person’s own', () => {
    const others = logged(
      { type: 'FunnelStepReached', data: { email: 'cy@elsewhere.org', step: 'landing', stepData: { note: `ask ${ANN} or joann@acme.io`, mine: `only ${ANN}`, 'cy@elsewhere.org': 'x' } } },
      '2026-04-02T10:00:00Z',
      { sessionId: 'session-cy01' },
    );
    const path = `/thanks?email=${encodeURIComponent(ANN)}&from=session-ann1@visitor.pitchlens.invalid`;
    const ownView = logged(
      { type: 'PageViewed', data: { path, title: 'Hi dee%40x.io', referrer: null } },
      '2026-04-02T09:00:00Z',
      { sessionId: 'session-ann1' },
    );
    const { events } = buildPersonExport({ events: [others, ownView], sessionIds: ['session-ann1'] }, ANN, NOW);
    expect(events.map((e) => e.data)).toEqual([
      { path, title: WITHHELD, referrer: null },
      { email: WITHHELD, step: 'landing', stepData: { note: WITHHELD, mine: `only ${ANN}`, [WITHHELD]: 'x' } },
    ]);
    expect(events[0].metadata.sessionId).toBe('session-ann1');
    expect(events[1].metadata.sessionId).toBe(WITHHELD);
  });

  it('orders by arrival, then by position', () => {
    const late = logged({ type: 'PageViewed', data: { path: '/b', title: null, referrer: null } }, '2026-04-03T00:00:00Z', { sessionId: 'session-ann1' });
    const first = logged({ type: 'PageViewed', data: { path: '/a', title: null, referrer: null } }, '2026-04-02T00:00:00Z', { sessionId: 'session-ann1' });
    const second = logged({ type: 'PageViewed', data: { path: '/c', title: null, referrer: null } }, '2026-04-02T00:00:00Z', { sessionId: 'session-ann1' });
    const { events } = buildPersonExport({ events: [late, second, first], sessionIds: ['session-ann1'] }, null, NOW);
    expect(events.map((e) => e.eventId)).toEqual([first.eventId, second.eventId, late.eventId]);
  });
});
