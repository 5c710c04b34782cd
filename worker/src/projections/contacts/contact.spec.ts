import type { Touch } from '@pitchlens/contracts';
import { PersonDirectory, type LogPosition } from '../identity';
import { act, type Contact } from './contact';
import { ContactBook } from './contact-book';

const ANN = 'ann@acme.io';
const BO = 'bo@corp.io';

/** One batch's worth of acts, each at the next position in the log and the given minute: identity decides, the book counts. */
function journal() {
  const identity = new PersonDirectory();
  const book = new ContactBook();
  let n = 0;
  const next = (): LogPosition => {
    n += 1;
    return { transactionId: String(500 + n), globalPosition: String(n) };
  };
  const at = (minute: number) => new Date(Date.UTC(2026, 3, 1, 10, minute));
  const campaign = (name: string): Touch => ({ source: 'linkedin', medium: 'social', campaign: name });
  return {
    /** A page view in a session, from a campaign when named. */
    view(sessionId: string, minute: number, touch: string | null = null): Contact {
      next();
      const contact = book.of(identity.visitor(sessionId), at(minute));
      contact.pageViews += 1;
      act(contact, at(minute), `evt-${String(n).padStart(3, '0')}`, touch ? campaign(touch) : null);
      return contact;
    },
    /** A call naming an address in a session (an identification, a step …). */
    claim(email: string, sessionId: string | null, minute: number, step: Contact['currentFunnelStep'] = null): Contact {
      const contact = book.of(identity.identify(email, sessionId, next()), at(minute));
      if (step) contact.currentFunnelStep = step;
      act(contact, at(minute), `evt-${String(n).padStart(3, '0')}`, null);
      return contact;
    },
    identity,
    book,
  };
}

const touches = (c: Contact) => [c.utmCampaign, c.lastUtmCampaign];

describe('a contact’s figures, as identity says who each act is', () => {
  it('keeps an anonymous session’s history when it names an address: one contact, first seen at its first act', () => {
    const j = journal();
    const visitor = j.view('s1', 0, 'spring');
    const contact = j.claim(ANN, 's1', 5);
    expect(contact).toBe(visitor);
    expect(contact).toMatchObject({ email: ANN, anonymous: false, pageViews: 1, utmCampaign: 'spring', sessionIds: ['s1'] });
    expect(contact.createdAt).toEqual(new Date(Date.UTC(2026, 3, 1, 10, 0)));
  });

  it('counts a shared session’s acts for whoever it was then: neither person absorbs the other', () => {
    const j = journal();
    j.view('s1', 0, 'X');
    const ann = j.claim(ANN, 's1', 1, 'landing');
    const bo = j.claim(BO, 's1', 10);
    j.view('s1', 11, 'Y');
    bo.currentFunnelStep = 'trial_checkout';

    expect([touches(ann), touches(bo)]).toEqual([
      ['X', 'X'],
      ['Y', 'Y'],
    ]);
    expect([ann.pageViews, bo.pageViews]).toEqual([1, 1]);
    expect([ann.currentFunnelStep, bo.currentFunnelStep]).toEqual(['landing', 'trial_checkout']);
    expect([ann.sessionIds, bo.sessionIds]).toEqual([['s1'], ['s1']]);
  });

  it('counts a session given back to the first person for them again, listing it once', () => {
    const j = journal();
    const ann = j.claim(ANN, 's1', 0);
    j.view('s1', 1, 'X');
    const bo = j.claim(BO, 's1', 2);
    j.view('s1', 3, 'Y');
    j.claim(ANN, 's1', 4);
    j.view('s1', 5, 'Z');

    expect([touches(ann), touches(bo)]).toEqual([
      ['X', 'Z'],
      ['Y', 'Y'],
    ]);
    expect([ann.pageViews, bo.pageViews]).toEqual([2, 1]);
    expect(ann.sessionIds).toEqual(['s1']);
  });

  it('adds a shared session to a person known from another device, who keeps their own history', () => {
    const j = journal();
    j.view('laptop', 0, 'newsletter');
    const bo = j.claim(BO, 'laptop', 1, 'trial_checkout');
    j.view('shared', 2, 'X');
    const ann = j.claim(ANN, 'shared', 3);
    expect(j.claim(BO, 'shared', 4)).toBe(bo);
    j.view('shared', 5, 'Y');

    expect(bo.sessionIds).toEqual(['laptop', 'shared']);
    expect([touches(ann), touches(bo)]).toEqual([
      ['X', 'X'],
      ['newsletter', 'Y'],
    ]);
    expect(bo.currentFunnelStep).toBe('trial_checkout');
  });

  it('folds merged anonymous sessions into a person to the same figures whatever order they merge in', () => {
    const merged = (order: string[]) => {
      const j = journal();
      j.view('phone', 0, 'early');
      j.view('tablet', 1);
      j.view('laptop', 2, 'late');
      for (const sessionId of order) j.claim(ANN, sessionId, 30);
      expect(j.book.contacts.size).toBe(1);
      // The id is the first merged session's: which one that is depends on the order, as it would in the log.
      const { sessionIds, ...contact } = [...j.book.contacts.values()][0];
      const figures = Object.fromEntries(Object.entries(contact).filter(([field]) => field !== 'id'));
      return { figures, sessions: [...sessionIds].sort() };
    };
    const one = merged(['phone', 'tablet', 'laptop']);
    expect(merged(['laptop', 'phone', 'tablet'])).toEqual(one);
    expect(merged(['tablet', 'laptop', 'phone'])).toEqual(one);
    expect(one.figures).toMatchObject({ pageViews: 3, utmCampaign: 'early', lastUtmCampaign: 'late' });
  });

  it('shows the referral that names a person, whether it came before they acted or after', () => {
    const before = journal();
    before.identity.referred('marco@vector.io', { referrerName: 'Priya Shah', referrerEmail: 'priya@bright.com', firstName: 'Marco', lastName: 'Diaz' });
    expect(before.claim('marco@vector.io', 's1', 0)).toMatchObject({ firstName: 'Marco', lastName: 'Diaz', referrerEmail: 'priya@bright.com' });

    const after = journal();
    const marco = after.claim('marco@vector.io', 's1', 0);
    const named = after.identity.referred('marco@vector.io', { referrerName: 'Priya Shah', referrerEmail: 'priya@bright.com', firstName: 'Marco', lastName: 'Diaz' });
    if (named) after.book.referred(named.personId, named.referral);
    expect(marco).toMatchObject({ firstName: 'Marco', referrerEmail: 'priya@bright.com' });
  });
});
