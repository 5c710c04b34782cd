import { act, blankContact, type Contact } from './contact';
import { aggregateChanges, factsOf, type ContactFacts } from './contact-aggregates';

const ZONE = 'UTC';
const MONDAY = new Date('2026-04-06T10:00:00Z');

function contact(id: string, change: (c: Contact) => void = () => undefined): Contact {
  const c = blankContact(id, `${id}@acme.io`, MONDAY);
  act(c, MONDAY, `evt-${id}`, { source: 'linkedin', medium: 'social', campaign: 'spring' });
  change(c);
  return c;
}

const facts = (c: Contact, firstReached: [string, string][] = []): ContactFacts => factsOf(c, new Map(firstReached), ZONE);

describe('a batch’s aggregate changes', () => {
  it('leave out a contact that counts where it did: most of a batch only views pages', () => {
    const before = facts(contact('ann'), [['home', '2026-04-06']]);
    const after = facts(contact('ann', (c) => (c.pageViews += 3)), [['home', '2026-04-06']]);
    const changes = aggregateChanges(new Map([['ann', before]]), new Map([['ann', after]]));
    expect(changes.contactCounts.rows()).toEqual([]);
    expect(changes.touchCounts.rows()).toEqual([]);
    expect(changes.furthestDaily.rows()).toEqual([]);
    expect(changes.emails).toEqual([]);
  });

  it('move a contact from where it counted to where it counts now, field by field', () => {
    const before = facts(contact('ann'), [['home', '2026-04-06']]);
    const after = facts(
      contact('ann', (c) => {
        c.lastUtmCampaign = 'summer';
        c.currentFunnelStep = 'landing';
      }),
      [
        ['home', '2026-04-06'],
        ['landing', '2026-04-07'],
      ],
    );
    const changes = aggregateChanges(new Map([['ann', before]]), new Map([['ann', after]]));
    expect(changes.contactCounts.rows()).toEqual([
      { created_day: '2026-04-06', utm_source: 'linkedin', step: '', anonymous: false, contacts: -1 },
      { created_day: '2026-04-06', utm_source: 'linkedin', step: 'landing', anonymous: false, contacts: 1 },
    ]);
    expect(changes.touchCounts.rows()).toEqual([
      { created_day: '2026-04-06', touch: 'last', dimension: 'campaign', value: 'spring', contacts: -1 },
      { created_day: '2026-04-06', touch: 'last', dimension: 'campaign', value: 'summer', contacts: 1 },
    ]);
    expect(changes.furthestDaily.rows()).toEqual([
      { day: '2026-04-06', step: 'home', contacts: -1 },
      { day: '2026-04-07', step: 'landing', contacts: 1 },
    ]);
  });

  it('count a new contact once, and stop counting one merged away', () => {
    const changes = aggregateChanges(new Map([['bo', facts(contact('bo'))]]), new Map([['ann', facts(contact('ann'))]]));
    expect(changes.contactCounts.rows()).toEqual([]);
    // Both were first seen the same day from the same touch: one leaves the counts as the other enters them.
    const fresh = aggregateChanges(new Map(), new Map([['ann', facts(contact('ann'))]]));
    expect(fresh.contactCounts.rows()).toEqual([{ created_day: '2026-04-06', utm_source: 'linkedin', step: '', anonymous: false, contacts: 1 }]);
    expect(fresh.touchCounts.rows()).toHaveLength(8);
    const gone = aggregateChanges(new Map([['bo', facts(contact('bo'))]]), new Map());
    expect(gone.touchCounts.rows().every((row) => row.contacts === -1)).toBe(true);
    expect(gone.emails).toEqual([{ contact_id: 'bo', email: null, current_funnel_step: null, created_at: null }]);
  });
});
