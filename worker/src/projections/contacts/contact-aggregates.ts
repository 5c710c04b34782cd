import { dayOf, ORDERED_FUNNEL_STEPS, REVENUE_DIMENSIONS, REVENUE_TOUCHES, type RevenueDimension, type RevenueTouch } from '@pitchlens/contracts';
import type { Merge } from '../identity';
import type { Contact } from './contact';
import type { FunnelTally } from './contacts-evolve';

/** What the aggregate tables hold of one contact; '' stands for no source or step, as in their keys. */
export interface ContactFacts {
  createdAt: Date;
  createdDay: string;
  source: string;
  step: string;
  anonymous: boolean;
  email: string | null;
  /** Each field of its first and of its latest touch ('' for none), in TOUCH_FIELDS' order, as revenue counts contacts entered by them. */
  touchValues: readonly string[];
  /** The day (in the tables' zone) the contact first reached each step it has reached. */
  firstReached: ReadonlyMap<string, string>;
}

/** Each field of a touch revenue groups contacts by, in the order of `ContactFacts.touchValues`. */
const TOUCH_FIELDS = REVENUE_TOUCHES.flatMap((touch) => REVENUE_DIMENSIONS.map((dimension) => ({ touch, dimension })));

const counted = (facts: ContactFacts | undefined) => facts && { created_day: facts.createdDay, utm_source: facts.source, step: facts.step, anonymous: facts.anonymous };

const touched = (facts: ContactFacts | undefined, f: number) =>
  facts && { created_day: facts.createdDay, touch: TOUCH_FIELDS[f].touch, dimension: TOUCH_FIELDS[f].dimension, value: facts.touchValues[f] };

/**
 * The contact's values copied, so the facts stay as they were while the
 * batch changes the contact; `firstReached` becomes the facts' own.
 */
export function factsOf(contact: Contact, firstReached: ReadonlyMap<string, string>, timeZone: string): ContactFacts {
  return {
    createdAt: contact.createdAt,
    createdDay: dayOf(contact.createdAt, timeZone),
    source: contact.utmSource ?? '',
    step: contact.currentFunnelStep ?? '',
    anonymous: contact.anonymous,
    email: contact.email,
    touchValues: TOUCH_FIELDS.map(({ touch, dimension }) => touchValue(contact, touch, dimension)),
    firstReached,
  };
}

/** A touch field's value as revenue groups it: `referrer` is the host of a `referral:<host>` source; '' for none. */
function touchValue(contact: Contact, touch: RevenueTouch, dimension: RevenueDimension): string {
  const first = touch === 'first';
  switch (dimension) {
    case 'source':
      return (first ? contact.utmSource : contact.lastUtmSource) ?? '';
    case 'medium':
      return (first ? contact.utmMedium : contact.lastUtmMedium) ?? '';
    case 'campaign':
      return (first ? contact.utmCampaign : contact.lastUtmCampaign) ?? '';
    case 'referrer': {
      const source = (first ? contact.utmSource : contact.lastUtmSource) ?? '';
      return source.startsWith('referral:') ? source.slice('referral:'.length) : '';
    }
  }
}

/**
 * The facts of every contact the batch leaves: first arrivals are the
 * earliest day per step of what it had, what contacts merged into it had,
 * and what the batch reached (under whichever id it was reached).
 */
export function factsAfter(
  before: ReadonlyMap<string, ContactFacts>,
  contacts: Iterable<Contact>,
  merges: readonly Merge[],
  reached: FunnelTally['reached'],
  timeZone: string,
): Map<string, ContactFacts> {
  const mergedInto = new Map(merges.map((m) => [m.from, m.to]));
  const survivor = (id: string): string => {
    const into = mergedInto.get(id);
    return into ? survivor(into) : id;
  };
  const arrivals = new Map<string, Map<string, string>>();
  const arrive = (contactId: string, step: string, day: string) => {
    const id = survivor(contactId);
    const steps = arrivals.get(id) ?? new Map<string, string>();
    const known = steps.get(step);
    if (!known || day < known) steps.set(step, day);
    arrivals.set(id, steps);
  };
  for (const [id, facts] of before) for (const [step, day] of facts.firstReached) arrive(id, step, day);
  for (const r of reached) arrive(r.contact_id, r.step, r.day);
  return new Map([...contacts].map((c) => [c.id, factsOf(c, arrivals.get(c.id) ?? new Map(), timeZone)]));
}

type Key = Record<string, string | boolean>;

const idOf = (key: Key): string => Object.values(key).join('\u0000');

/** Whether two keys of one table are the same, compared field by field (joining them into ids made two strings a contact). */
function sameKey(a: Key, b: Key): boolean {
  for (const field in a) if (a[field] !== b[field]) return false;
  return true;
}

/** Net changes of counts by key; keys whose changes cancel out are left out. */
export class CountChanges<K extends Key> {
  private readonly byKey = new Map<string, K & { contacts: number }>();

  add(key: K, by: number): void {
    const id = idOf(key);
    const entry = this.byKey.get(id) ?? { ...key, contacts: 0 };
    entry.contacts += by;
    this.byKey.set(id, entry);
  }

  /**
   * One contact counted at `to` instead of `from` (undefined: not counted
   * there). Most contacts a batch touches stay where they were, and then
   * nothing is added: their -1 and +1 would cancel anyway.
   */
  move(from: K | undefined, to: K | undefined): void {
    if (from && to && sameKey(from, to)) return;
    if (from) this.add(from, -1);
    if (to) this.add(to, 1);
  }

  rows(): (K & { contacts: number })[] {
    return [...this.byKey.values()].filter((r) => r.contacts !== 0);
  }
}

/** What a batch changes in the aggregate tables; a null value deletes the row. */
export interface AggregateChanges {
  contactCounts: CountChanges<{ created_day: string; utm_source: string; step: string; anonymous: boolean }>;
  touchCounts: CountChanges<{ created_day: string; touch: string; dimension: string; value: string }>;
  /** The search row of each contact whose address, step or first-seen time changed; a null email deletes it. */
  emails: { contact_id: string; email: string | null; current_funnel_step: string | null; created_at: Date | null }[];
  firstReached: { contact_id: string; step: string; day: string | null }[];
  stepDaily: CountChanges<{ day: string; step: string }>;
  furthestDaily: CountChanges<{ day: string; step: string }>;
}

/**
 * The net changes from the batch's contacts as the tables hold them (`before`)
 * to as they are now (`after`): each contact counts -1 where it was and +1
 * where it is. A contact only in `before` was merged away, so it stops
 * counting and its rows go; the contact it merged into gains its arrivals.
 */
export function aggregateChanges(before: ReadonlyMap<string, ContactFacts>, after: ReadonlyMap<string, ContactFacts>): AggregateChanges {
  const changes: AggregateChanges = {
    contactCounts: new CountChanges(),
    touchCounts: new CountChanges(),
    emails: [],
    firstReached: [],
    stepDaily: new CountChanges(),
    furthestDaily: new CountChanges(),
  };
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    changes.contactCounts.move(counted(was), counted(now));
    for (let f = 0; f < TOUCH_FIELDS.length; f += 1) changes.touchCounts.move(touched(was, f), touched(now, f));
    changes.furthestDaily.move(was && furthestOf(was.firstReached), now && furthestOf(now.firstReached));
    if (searchRowChanged(was, now)) {
      changes.emails.push({
        contact_id: id,
        email: now?.email ?? null,
        current_funnel_step: now?.step || null,
        created_at: now?.createdAt ?? null,
      });
    }
    // The steps it had first (in their order), then those new to it.
    const wasReached = was?.firstReached ?? NO_ARRIVALS;
    const nowReached = now?.firstReached ?? NO_ARRIVALS;
    for (const [step, from] of wasReached) arrivalMoved(changes, id, step, from, nowReached.get(step));
    for (const [step, to] of nowReached) if (!wasReached.has(step)) arrivalMoved(changes, id, step, undefined, to);
  }
  return changes;
}

const NO_ARRIVALS: ReadonlyMap<string, string> = new Map();

/** A contact's first arrival at `step` from day `from` to day `to` (undefined: none). */
function arrivalMoved(changes: AggregateChanges, id: string, step: string, from: string | undefined, to: string | undefined): void {
  if (from === to) return;
  changes.firstReached.push({ contact_id: id, step, day: to ?? null });
  if (from) changes.stepDaily.add({ day: from, step }, -1);
  if (to) changes.stepDaily.add({ day: to, step }, 1);
}

/** Whether the contact's row in contact_emails must be written or removed. */
function searchRowChanged(was: ContactFacts | undefined, now: ContactFacts | undefined): boolean {
  const email = now?.email ?? null;
  if (email !== (was?.email ?? null)) return true;
  return email !== null && (was?.step !== now?.step || was?.createdAt.getTime() !== now?.createdAt.getTime());
}

/** The furthest ordered step reached, with the day it was first reached. */
function furthestOf(firstReached: ReadonlyMap<string, string>): { day: string; step: string } | undefined {
  for (let rank = ORDERED_FUNNEL_STEPS.length - 1; rank >= 0; rank--) {
    const day = firstReached.get(ORDERED_FUNNEL_STEPS[rank]);
    if (day) return { day, step: ORDERED_FUNNEL_STEPS[rank] };
  }
  return undefined;
}
