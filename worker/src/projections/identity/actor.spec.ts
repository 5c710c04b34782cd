import { PROJECTOR_EVENT_TYPES, readEventMetadata } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';
import { recordedEvent } from '../../../test/recorded-event';
import { actorOf, identityKeysOf, IDENTITY_EVENT_TYPES, type IdentityEvent } from './actor';
import { MONEY_EVENT_TYPES } from '../money/money-event';
import { PersonDirectory } from './person-directory';

/** A call as the log holds it, at the next position, made in `shared` unless the metadata says otherwise. */
const logged = (event: IdentityEvent, metadata: Record<string, unknown> = {}): RecordedEvent<IdentityEvent> =>
  recordedEvent(event, { metadata: readEventMetadata({ correlationId: 'req', sessionId: 'shared', ...metadata }) });

const view = (metadata: Record<string, unknown> = {}) => logged({ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }, metadata);
const step = (email: string | null, metadata: Record<string, unknown> = {}) => logged({ type: 'FunnelStepReached', data: { email, step: 'landing', stepData: {} } }, metadata);
const identified = (email: string, sessionId: string | null) =>
  logged({ type: 'ContactIdentified', data: { email, sessionId, firstName: null, lastName: null, source: 'track-contact' } });
const referral = (email: string) =>
  logged({
    type: 'ReferralSubmitted',
    data: { submissionId: 's', row: 1, referrer: { name: 'Priya Shah', email: 'priya@bright.com' }, referred: { name: 'Marco Diaz', email, title: 'VP Sales', company: 'Vector' } },
  });

describe('whose act an event is', () => {
  it('gives a call naming no one to its session’s owner, and a call naming an address to that person, lower-cased', () => {
    const directory = new PersonDirectory();
    const visitor = actorOf(directory, view());
    const ann = actorOf(directory, step(' Ann@Acme.io '));
    expect(ann).toMatchObject({ personId: visitor?.personId, email: 'ann@acme.io' });
    expect(actorOf(directory, view())?.personId).toBe(visitor?.personId);
  });

  it('makes no one the actor of a bot’s call, which claims nothing either', () => {
    const directory = new PersonDirectory();
    expect(actorOf(directory, view({ bot: true }))).toBeNull();
    expect(actorOf(directory, step('bot@acme.io', { bot: true }))).toBeNull();
    expect(directory.persons()).toEqual([]);
  });

  it('makes no one the actor of a referral: being named is not acting', () => {
    const directory = new PersonDirectory();
    expect(actorOf(directory, referral('marco@vector.io'))).toBeNull();
    expect(directory.persons()).toEqual([]);
  });

  it('makes no one the actor of a call with neither a session nor an address (a browser asking not to be tracked)', () => {
    expect(actorOf(new PersonDirectory(), view({ sessionId: null }))).toBeNull();
  });

  it('lets an identification claim the session it names rather than the one it was sent from', () => {
    const directory = new PersonDirectory();
    const ann = actorOf(directory, identified('ann@acme.io', 'phone'));
    expect(directory.ownerOf('phone')).toBe(ann?.personId);
    expect(directory.ownerOf('shared')).toBeUndefined();
  });

  it('gives an address named outside any session to its person, claiming no session', () => {
    const directory = new PersonDirectory();
    const ann = actorOf(directory, step('ann@acme.io', { sessionId: null }));
    expect(ann).toMatchObject({ email: 'ann@acme.io', joined: null });
    expect(directory.changedParts()).toEqual([]);
  });

  it('decides by log order, never by event time: a late call after another person’s claim is theirs, though it says it came before', () => {
    const directory = new PersonDirectory();
    const ann = actorOf(directory, step('ann@acme.io', { occurredAt: '2026-04-01T10:05:00.000Z' }));
    const bo = actorOf(directory, step('bo@corp.io', { occurredAt: '2026-04-01T10:10:00.000Z' }));
    const late = actorOf(directory, view({ occurredAt: '2026-04-01T10:01:00.000Z' }));
    expect(late?.personId).toBe(bo?.personId);
    expect(late?.personId).not.toBe(ann?.personId);
  });
});

describe('the keys a batch needs loaded', () => {
  it('are every session a call was made in or claims, and every address a call names, a referral’s included', () => {
    const keys = identityKeysOf([view({ sessionId: 'tablet' }), identified('Ann@Acme.io', 'phone'), referral('Marco@Vector.io'), step(null, { sessionId: null })]);
    expect([...keys.sessionIds].sort()).toEqual(['phone', 'shared', 'tablet']);
    expect([...keys.emails].sort()).toEqual(['ann@acme.io', 'marco@vector.io']);
  });
});

it('is run by the contacts projector on every call it reads; the rest it reads are payments and refunds, kept only for their buyer', () => {
  const calls = PROJECTOR_EVENT_TYPES.contacts.filter((type) => !(MONEY_EVENT_TYPES as readonly string[]).includes(type));
  expect([...calls].sort()).toEqual([...IDENTITY_EVENT_TYPES].sort());
  expect(PROJECTOR_EVENT_TYPES.contacts.filter((type) => !calls.includes(type)).sort()).toEqual([...MONEY_EVENT_TYPES].sort());
});
