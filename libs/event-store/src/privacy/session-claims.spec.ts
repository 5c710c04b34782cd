import { readEventMetadata, type PitchlensEvent } from '@pitchlens/contracts';
import type { LoggedEvent } from './person-events';
import { sessionClaimOf, sessionOwnersAt } from './session-claims';

let position = 0;
/** An event as the log holds it, in the session's stream; `transactionId` orders it before its global position does. */
function logged(event: PitchlensEvent, metadata: Record<string, unknown> = {}, transactionId = String(100 + position)): LoggedEvent {
  position += 1;
  return {
    ...event,
    globalPosition: String(position),
    transactionId,
    eventId: `evt-${position}`,
    streamId: 'visitor-shared',
    streamPosition: position,
    schemaVersion: 1,
    recordedAt: new Date('2026-04-01T10:00:00Z'),
    metadata: readEventMetadata({ correlationId: 'req', causationId: null, sessionId: 'shared', ipHash: null, userAgent: null, utm: null, ...metadata }),
  } as LoggedEvent;
}

const view = (metadata: Record<string, unknown> = {}) => logged({ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }, metadata);
const identified = (email: string, sessionId: string | null = 'shared') =>
  logged({ type: 'ContactIdentified', data: { email, sessionId, firstName: null, lastName: null, source: 'track-contact' } });
const step = (email: string | null, metadata: Record<string, unknown> = {}) => logged({ type: 'FunnelStepReached', data: { email, step: 'landing', stepData: {} } }, metadata);

describe('sessionClaimOf', () => {
  it('reads an identification’s session from its data first, then from its call', () => {
    expect(sessionClaimOf(identified('Ann@Acme.io', 'other'))).toEqual({ sessionId: 'other', email: 'ann@acme.io' });
    expect(sessionClaimOf(identified('ann@acme.io', null))).toEqual({ sessionId: 'shared', email: 'ann@acme.io' });
  });

  it('takes a step naming an address in a session as a claim, and nothing else', () => {
    expect(sessionClaimOf(step('bo@corp.io'))).toEqual({ sessionId: 'shared', email: 'bo@corp.io' });
    expect(sessionClaimOf(step(null))).toBeNull();
    expect(sessionClaimOf(step('bo@corp.io', { sessionId: null }))).toBeNull();
    expect(sessionClaimOf(step('bo@corp.io', { bot: true }))).toBeNull();
    expect(sessionClaimOf(view())).toBeNull();
    // A referral names its referrer, but claims nothing: the identification the form records does.
    const referral = logged({
      type: 'ReferralSubmitted',
      data: { submissionId: 's-1', row: 1, referrer: { name: 'Bo', email: 'bo@corp.io' }, referred: { name: 'Cy', email: 'cy@corp.io', title: 'VP Sales', company: 'Corp' } },
    });
    expect(sessionClaimOf(referral)).toBeNull();
  });
});

describe('sessionOwnersAt', () => {
  it('gives what a session did before its first claim to the first claimant, and each later act to the latest claimant', () => {
    const before = view();
    const ann = identified('ann@acme.io');
    const annViews = view();
    const bo = step('bo@corp.io');
    const boViews = view();
    const annAgain = identified('ann@acme.io');
    const last = view();
    const owners = sessionOwnersAt([last, boViews, annAgain, before, bo, ann, annViews]);
    const ownerOf = (event: LoggedEvent) => owners.get(event.globalPosition);
    expect([before, ann, annViews, bo, boViews, annAgain, last].map(ownerOf)).toEqual([
      'ann@acme.io',
      'ann@acme.io',
      'ann@acme.io',
      'bo@corp.io',
      'bo@corp.io',
      'ann@acme.io',
      'ann@acme.io',
    ]);
  });

  it('reads log order, (transaction id, global position), not position alone', () => {
    // Appended in two transactions that committed the other way round: Bo's claim is read after the view.
    const bo = logged({ type: 'ContactIdentified', data: { email: 'bo@corp.io', sessionId: 'shared', firstName: null, lastName: null, source: 'track-contact' } }, {}, '900');
    const seen = view();
    const ann = identified('ann@acme.io');
    const owners = sessionOwnersAt([ann, seen, bo]);
    expect(owners.get(seen.globalPosition)).toBe('ann@acme.io');
    expect(owners.get(bo.globalPosition)).toBe('bo@corp.io');
  });

  it('leaves a session no one claimed to no one, and a bot’s address claims nothing', () => {
    const anonymous = view({ sessionId: 'alone' });
    const bot = step('bot@spam.io', { sessionId: 'alone', bot: true });
    const elsewhere = logged({ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }, { sessionId: null });
    const owners = sessionOwnersAt([anonymous, bot, { ...elsewhere, streamId: 'event-x' }]);
    expect(owners.get(anonymous.globalPosition)).toBeNull();
    expect(owners.get(bot.globalPosition)).toBeNull();
    expect(owners.has(elsewhere.globalPosition)).toBe(false);
  });
});
