import type { Touch } from '@pitchlens/contracts';
import { act, ContactDirectory, SESSION_START, type Contact, type LogPosition } from './contact-identity';

const ANN = 'ann@acme.io';
const BO = 'bo@corp.io';

/** One batch's worth of acts, each at the next position in the log and the given minute. */
function journal(directory = new ContactDirectory()) {
  let n = 0;
  const next = (): LogPosition => {
    n += 1;
    return { transactionId: String(500 + n), globalPosition: String(n) };
  };
  const at = (minute: number) => new Date(Date.UTC(2026, 3, 1, 10, minute));
  const campaign = (name: string): Touch => ({ source: 'linkedin', medium: 'social', campaign: name });
  return {
    directory,
    next,
    /** A page view in a session, from a campaign when named. */
    view(sessionId: string, minute: number, touch: string | null = null): Contact {
      next();
      const contact = directory.visitor(sessionId, at(minute));
      contact.pageViews += 1;
      act(contact, at(minute), `evt-${String(n).padStart(3, '0')}`, touch ? campaign(touch) : null);
      return contact;
    },
    /** A call naming an address in a session (an identification, a step …). */
    claim(email: string, sessionId: string | null, minute: number, step: Contact['currentFunnelStep'] = null): { contact: Contact; position: LogPosition } {
      const position = next();
      const contact = directory.identify(email, sessionId, at(minute), position);
      if (step) contact.currentFunnelStep = step;
      act(contact, at(minute), `evt-${String(n).padStart(3, '0')}`, null);
      return { contact, position };
    },
    byEmail: (email: string) => directory.contacts.get(directory.byEmail.get(email) as string) as Contact,
  };
}

const touches = (c: Contact) => [c.utmCampaign, c.lastUtmCampaign];

describe('ContactDirectory', () => {
  it('gives an anonymous session to the first address it names, history and all, under the same contact', () => {
    const j = journal();
    const visitor = j.view('s1', 0, 'spring');
    const { contact } = j.claim(ANN, 's1', 5);
    expect(contact.id).toBe(visitor.id);
    expect(contact).toMatchObject({ email: ANN, anonymous: false, pageViews: 1, utmCampaign: 'spring', sessionIds: ['s1'] });
    expect(j.directory.changedParts()).toEqual([{ sessionId: 's1', contactId: contact.id, from: SESSION_START, until: null }]);
  });

  it('splits a session a second person names: earlier acts stay the first’s, later ones are the second’s', () => {
    const j = journal();
    j.view('s1', 0, 'X');
    const ann = j.claim(ANN, 's1', 1, 'landing').contact;
    const { contact: bo, position } = j.claim(BO, 's1', 10);
    j.view('s1', 11, 'Y');
    bo.currentFunnelStep = 'trial_checkout';

    expect(bo.id).not.toBe(ann.id);
    expect([touches(ann), touches(bo)]).toEqual([
      ['X', 'X'],
      ['Y', 'Y'],
    ]);
    expect([ann.pageViews, bo.pageViews]).toEqual([1, 1]);
    expect([ann.currentFunnelStep, bo.currentFunnelStep]).toEqual(['landing', 'trial_checkout']);
    expect([ann.sessionIds, bo.sessionIds]).toEqual([['s1'], ['s1']]);
    expect(j.directory.ownerOf('s1')).toBe(bo.id);
    expect(j.directory.changedParts()).toEqual([
      { sessionId: 's1', contactId: ann.id, from: SESSION_START, until: position },
      { sessionId: 's1', contactId: bo.id, from: position, until: null },
    ]);
    expect(j.directory.merges).toEqual([]);
  });

  it('gives the session back to the first person when they name themselves again', () => {
    const j = journal();
    const ann = j.claim(ANN, 's1', 0).contact;
    j.view('s1', 1, 'X');
    const { contact: bo, position: boFrom } = j.claim(BO, 's1', 2);
    j.view('s1', 3, 'Y');
    const { position: annAgain } = j.claim(ANN, 's1', 4);
    j.view('s1', 5, 'Z');

    expect([touches(ann), touches(bo)]).toEqual([
      ['X', 'Z'],
      ['Y', 'Y'],
    ]);
    expect([ann.pageViews, bo.pageViews]).toEqual([2, 1]);
    expect(ann.sessionIds).toEqual(['s1']);
    expect(j.directory.changedParts()).toEqual([
      { sessionId: 's1', contactId: ann.id, from: SESSION_START, until: boFrom },
      { sessionId: 's1', contactId: bo.id, from: boFrom, until: annAgain },
      { sessionId: 's1', contactId: ann.id, from: annAgain, until: null },
    ]);
  });

  it('hands a shared session’s later part to a person already known from another device, who keeps their own history', () => {
    const j = journal();
    j.view('laptop', 0, 'newsletter');
    const bo = j.claim(BO, 'laptop', 1, 'trial_checkout').contact;
    j.view('shared', 2, 'X');
    const ann = j.claim(ANN, 'shared', 3).contact;
    const { contact: boAgain, position } = j.claim(BO, 'shared', 4);
    j.view('shared', 5, 'Y');

    expect(boAgain).toBe(bo);
    expect(bo.sessionIds).toEqual(['laptop', 'shared']);
    expect([touches(ann), touches(bo)]).toEqual([
      ['X', 'X'],
      ['newsletter', 'Y'],
    ]);
    expect(bo.currentFunnelStep).toBe('trial_checkout');
    expect(j.directory.changedParts().filter((part) => part.sessionId === 'shared')).toEqual([
      { sessionId: 'shared', contactId: ann.id, from: SESSION_START, until: position },
      { sessionId: 'shared', contactId: bo.id, from: position, until: null },
    ]);
  });

  it('continues a session from the part the read model left open', () => {
    const ann: Contact = { ...journal().claim(ANN, 's1', 0).contact };
    const loadedFrom = { transactionId: '40', globalPosition: '7' };
    const j = journal(new ContactDirectory([ann], [{ sessionId: 's1', contactId: ann.id, from: loadedFrom, until: null }]));
    const { contact: bo, position } = j.claim(BO, 's1', 9);
    expect(j.directory.changedParts()).toEqual([
      { sessionId: 's1', contactId: ann.id, from: loadedFrom, until: position },
      { sessionId: 's1', contactId: bo.id, from: position, until: null },
    ]);
  });

  it('merges anonymous sessions into a person to the same figures whatever order they merge in', () => {
    const merged = (order: string[]) => {
      const j = journal();
      j.view('phone', 0, 'early');
      j.view('tablet', 1);
      j.view('laptop', 2, 'late');
      for (const sessionId of order) j.claim(ANN, sessionId, 30);
      // The id is the first merged session's: which one that is depends on the order, as it would in the log.
      const { sessionIds, ...contact } = j.byEmail(ANN);
      const figures = Object.fromEntries(Object.entries(contact).filter(([field]) => field !== 'id'));
      return { figures, sessions: [...sessionIds].sort(), parts: j.directory.changedParts().map((part) => [part.sessionId, part.from, part.until]).sort() };
    };
    const one = merged(['phone', 'tablet', 'laptop']);
    expect(merged(['laptop', 'phone', 'tablet'])).toEqual(one);
    expect(merged(['tablet', 'laptop', 'phone'])).toEqual(one);
    expect(one.figures).toMatchObject({ pageViews: 3, utmCampaign: 'early', lastUtmCampaign: 'late' });
  });
});
