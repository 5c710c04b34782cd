import { PersonDirectory, SESSION_START, type LogPosition } from './person-directory';

const ANN = 'ann@acme.io';
const BO = 'bo@corp.io';

/** Acts of one batch, each at the next position in the log. */
function batch(directory = new PersonDirectory()) {
  let n = 0;
  const next = (): LogPosition => {
    n += 1;
    return { transactionId: String(500 + n), globalPosition: String(n) };
  };
  return {
    directory,
    /** A call in a session naming no one. */
    view: (sessionId: string) => (next(), directory.visitor(sessionId)),
    /** A call naming an address, claiming the session (null: none), and where it stands in the log. */
    claim: (email: string, sessionId: string | null) => {
      const position = next();
      return { ...directory.identify(email, sessionId, position), position };
    },
  };
}

describe('who a session’s acts belong to', () => {
  it('makes an unseen session a new anonymous person’s, theirs from its start', () => {
    const b = batch();
    const visitor = b.view('s1');
    expect(visitor).toMatchObject({ email: null, isNew: true, joined: 's1', absorbed: null });
    expect(b.view('s1')).toMatchObject({ personId: visitor.personId, isNew: false, joined: null });
    expect(b.directory.changedParts()).toEqual([{ sessionId: 's1', personId: visitor.personId, from: SESSION_START, until: null }]);
  });

  it('gives an anonymous session to the first address it names, history and all, under the same person', () => {
    const b = batch();
    const visitor = b.view('s1');
    const ann = b.claim(ANN, 's1');
    expect(ann).toMatchObject({ personId: visitor.personId, email: ANN, isNew: false, absorbed: null, joined: null });
    expect(b.view('s1').personId).toBe(visitor.personId);
    expect(b.directory.changedParts()).toEqual([{ sessionId: 's1', personId: visitor.personId, from: SESSION_START, until: null }]);
  });

  it('splits a session a second person names: acts before the claim stay the first’s, the claim and later acts are the second’s', () => {
    const b = batch();
    b.view('s1');
    const ann = b.claim(ANN, 's1');
    const bo = b.claim(BO, 's1');
    expect(bo).toMatchObject({ email: BO, isNew: true, joined: 's1', absorbed: null });
    expect(bo.personId).not.toBe(ann.personId);
    expect(b.view('s1').personId).toBe(bo.personId);
    expect(b.directory.changedParts()).toEqual([
      { sessionId: 's1', personId: ann.personId, from: SESSION_START, until: bo.position },
      { sessionId: 's1', personId: bo.personId, from: bo.position, until: null },
    ]);
    expect(b.directory.merges).toEqual([]);
  });

  it('gives the session back to the first person from where they name themselves again', () => {
    const b = batch();
    const ann = b.claim(ANN, 's1');
    const bo = b.claim(BO, 's1');
    const annAgain = b.claim(ANN, 's1');
    expect(annAgain).toMatchObject({ personId: ann.personId, isNew: false, joined: 's1' });
    expect(b.view('s1').personId).toBe(ann.personId);
    expect(b.directory.changedParts()).toEqual([
      { sessionId: 's1', personId: ann.personId, from: SESSION_START, until: bo.position },
      { sessionId: 's1', personId: bo.personId, from: bo.position, until: annAgain.position },
      { sessionId: 's1', personId: ann.personId, from: annAgain.position, until: null },
    ]);
  });

  it('begins no new part when the session’s owner names themselves again', () => {
    const b = batch();
    const ann = b.claim(ANN, 's1');
    expect(b.claim(ANN, 's1')).toMatchObject({ personId: ann.personId, joined: null, absorbed: null });
    expect(b.directory.changedParts()).toHaveLength(1);
  });

  it('hands a shared session’s later part to a person known from another device, who stays one person', () => {
    const b = batch();
    const bo = b.claim(BO, 'laptop');
    b.view('shared');
    const ann = b.claim(ANN, 'shared');
    const boAgain = b.claim(BO, 'shared');
    expect(boAgain).toMatchObject({ personId: bo.personId, isNew: false, joined: 'shared' });
    expect(b.directory.changedParts().filter((part) => part.sessionId === 'shared')).toEqual([
      { sessionId: 'shared', personId: ann.personId, from: SESSION_START, until: boAgain.position },
      { sessionId: 'shared', personId: bo.personId, from: boAgain.position, until: null },
    ]);
  });

  it('continues a session from the part the tables left open, whoever claimed it in an earlier batch', () => {
    const loadedFrom = { transactionId: '40', globalPosition: '7' };
    const annId = 'a0000000-0000-4000-8000-000000000001';
    const b = batch(new PersonDirectory({ addresses: [[ANN, annId]], openParts: [{ sessionId: 's1', personId: annId, from: loadedFrom, until: null }] }));
    expect(b.view('s1')).toMatchObject({ personId: annId, email: ANN, isNew: false });
    const bo = b.claim(BO, 's1');
    expect(b.directory.changedParts()).toEqual([
      { sessionId: 's1', personId: annId, from: loadedFrom, until: bo.position },
      { sessionId: 's1', personId: bo.personId, from: bo.position, until: null },
    ]);
  });

  it('takes an owner the tables know by no address for an anonymous visitor, who gets the address their session names', () => {
    const visitorId = 'b0000000-0000-4000-8000-000000000002';
    const b = batch(new PersonDirectory({ openParts: [{ sessionId: 's1', personId: visitorId, from: SESSION_START, until: null }] }));
    expect(b.claim(ANN, 's1')).toMatchObject({ personId: visitorId, email: ANN, isNew: false });
    expect(b.directory.added().addresses).toEqual([[ANN, visitorId]]);
  });
});

describe('how addresses map to a person', () => {
  it('makes an address never seen a new person, without a session when the act claims none', () => {
    const b = batch();
    const ann = b.claim(ANN, null);
    expect(ann).toMatchObject({ email: ANN, isNew: true, joined: null });
    expect(b.directory.changedParts()).toEqual([]);
    expect(b.directory.added().addresses).toEqual([[ANN, ann.personId]]);
  });

  it('finds the same person by their address on any device, and records the address once', () => {
    const b = batch();
    const ann = b.claim(ANN, 'phone');
    expect(b.claim(ANN, null)).toMatchObject({ personId: ann.personId, isNew: false });
    expect(b.claim(ANN, 'laptop')).toMatchObject({ personId: ann.personId, isNew: false, joined: 'laptop' });
    expect(b.directory.added().addresses).toEqual([[ANN, ann.personId]]);
  });

  it('derives ids from the first key a person was known by, so a rebuild gives everyone the same id', () => {
    const ids = () => {
      const b = batch();
      return [b.view('s1').personId, b.claim(ANN, null).personId, b.claim(BO, 's2').personId];
    };
    expect(ids()).toEqual(ids());
    expect(new Set(ids()).size).toBe(3);
  });
});

describe('when an anonymous person merges into an identified one', () => {
  it('merges an anonymous session into the person its address already is: its part is theirs from its start', () => {
    const b = batch();
    const ann = b.claim(ANN, 'desk');
    const phone = b.view('phone');
    const merged = b.claim(ANN, 'phone');
    expect(merged).toMatchObject({ personId: ann.personId, absorbed: phone.personId, joined: null });
    expect(b.directory.merges).toEqual([{ from: phone.personId, to: ann.personId }]);
    expect(b.directory.persons()).not.toContain(phone.personId);
    expect(b.directory.ownerOf('phone')).toBe(ann.personId);
    expect(b.directory.changedParts().filter((part) => part.sessionId === 'phone')).toEqual([
      { sessionId: 'phone', personId: ann.personId, from: SESSION_START, until: null },
    ]);
  });

  it('never merges an identified person: a second address on their session splits it instead', () => {
    const b = batch();
    b.claim(ANN, 's1');
    b.claim(BO, 's1');
    expect(b.directory.merges).toEqual([]);
  });

  it('ends with the same sessions, parts and merges whatever order the anonymous sessions are claimed in', () => {
    const merged = (order: string[]) => {
      const b = batch();
      const visitors = new Map(['phone', 'tablet', 'laptop'].map((sessionId) => [sessionId, b.view(sessionId).personId]));
      const people = order.map((sessionId) => b.claim(ANN, sessionId).personId);
      const ann = people[0];
      expect(new Set(people)).toEqual(new Set([ann]));
      // The person's id is the first claimed session's, as it would be in the log; everything else is the same.
      return {
        owners: [...visitors.keys()].map((sessionId) => b.directory.ownerOf(sessionId) === ann),
        parts: b.directory
          .changedParts()
          .map((part) => [part.sessionId, part.personId === ann, part.from, part.until])
          .sort(),
        absorbed: b.directory.merges.length,
        persons: b.directory.persons().length,
      };
    };
    const one = merged(['phone', 'tablet', 'laptop']);
    expect(merged(['laptop', 'phone', 'tablet'])).toEqual(one);
    expect(merged(['tablet', 'laptop', 'phone'])).toEqual(one);
    expect(one).toMatchObject({ owners: [true, true, true], absorbed: 2, persons: 1 });
  });
});

describe('which referral names a person', () => {
  const referral = (referrerEmail: string) => ({ referrerName: 'R', referrerEmail, firstName: 'Marco', lastName: null });

  it('keeps the first referral of an address for when they act, and gives it to them when their address becomes theirs', () => {
    const b = batch();
    expect(b.directory.referred('marco@vector.io', referral('priya@bright.com'))).toBeNull();
    expect(b.directory.referred('marco@vector.io', referral('lee@x.io'))).toBeNull();
    expect(b.directory.persons()).toEqual([]);
    expect(b.claim('marco@vector.io', 's1').referral).toEqual(referral('priya@bright.com'));
    expect(b.directory.added().referrals).toEqual([['marco@vector.io', referral('priya@bright.com')]]);
  });

  it('gives the first referral to an anonymous visitor who names the address', () => {
    const b = batch();
    b.directory.referred('marco@vector.io', referral('priya@bright.com'));
    b.view('s1');
    expect(b.claim('marco@vector.io', 's1').referral).toEqual(referral('priya@bright.com'));
  });

  it('names a person who already is someone at once, by the first referral of their address', () => {
    const b = batch(new PersonDirectory({ referrals: [['marco@vector.io', referral('priya@bright.com')]] }));
    const marco = b.claim('marco@vector.io', null);
    expect(b.directory.referred('marco@vector.io', referral('lee@x.io'))).toEqual({ personId: marco.personId, referral: referral('priya@bright.com') });
    expect(b.directory.added().referrals).toEqual([]);
  });
});
