import type { ContactTimelineResponse, TimelineEntry } from '@pitchlens/contracts';
import type { AdminGet } from './compare';
import { truthKey } from './contacts-compare';
import type { Mismatch } from './driver';
import { Random } from './random';
import { entryKey, expectedTimeline, PAYMENT_TYPES, type EntryKey, type PaymentFact } from './timeline-truth';
import type { Truth, TruthContact } from './truth-model';

/**
 * Contacts' admin timelines against the truth: their own acts and the facts
 * of their purchases as multisets by type and detail, the payment attempts
 * in the order Stripe reported them and at when it did, and the whole newest
 * first.
 */

const IN_FLIGHT = 6;

type Counts = Map<string, Map<string, number>>;

function countByType(keys: EntryKey[]): Counts {
  const counts: Counts = new Map();
  for (const { type, detail } of keys) {
    const byDetail = counts.get(type) ?? new Map<string, number>();
    counts.set(type, byDetail.set(detail, (byDetail.get(detail) ?? 0) + 1));
  }
  return counts;
}

/** The details whose counts differ, each as `detail ×n` on its own side; null when none does. */
function differing(want: Map<string, number>, have: Map<string, number>): [string, string] | null {
  const details = [...new Set([...want.keys(), ...have.keys()])].filter((d) => want.get(d) !== have.get(d)).sort();
  const side = (m: Map<string, number>) => details.map((d) => `${d || '·'} ×${m.get(d) ?? 0}`).join(', ');
  return details.length === 0 ? null : [side(want), side(have)];
}

const line = (facts: EntryKey[]) => facts.map((f) => `${f.type} ${f.detail}`).join('; ') || '(none)';

function compareOne(figure: string, expected: { entries: EntryKey[]; payments: PaymentFact[] }, timeline: ContactTimelineResponse): Mismatch[] {
  const out: Mismatch[] = [];
  const compared = timeline.events.map((e) => ({ entry: e, key: entryKey(e.type, e.data) })).filter((x): x is { entry: TimelineEntry; key: EntryKey } => x.key !== null);
  const want = countByType(expected.entries);
  const have = countByType(compared.map((x) => x.key));
  let paymentsAsCounted = true;
  for (const type of new Set([...want.keys(), ...have.keys()])) {
    const sides = differing(want.get(type) ?? new Map(), have.get(type) ?? new Map());
    if (!sides) continue;
    out.push({ figure: `${figure}.${type}`, expected: sides[0], actual: sides[1] });
    if (PAYMENT_TYPES.has(type)) paymentsAsCounted = false;
  }
  const times = timeline.events.map((e) => Date.parse(e.at));
  if (times.some((t, i) => i > 0 && t > times[i - 1])) out.push({ figure: `${figure} newest first`, expected: 'by event time, newest first', actual: timeline.events.map((e) => e.at).join(', ').slice(0, 200) });
  if (!paymentsAsCounted) return out;
  // Oldest first, as Stripe reported them: a declined card's failure before the retry that was taken.
  const payments = compared.filter((x) => PAYMENT_TYPES.has(x.key.type)).reverse();
  if (line(payments.map((p) => p.key)) !== line(expected.payments)) {
    const actual = payments.map((p) => `${p.key.type} ${p.key.detail} at ${p.entry.at}`).join('; ');
    out.push({ figure: `${figure} payments in order`, expected: line(expected.payments), actual });
    return out;
  }
  expected.payments.forEach((fact, i) => {
    const at = Date.parse(payments[i].entry.at);
    if (fact.at && (at < fact.at.lo - 1 || at > fact.at.hi + 1)) {
      out.push({ figure: `${figure}.${fact.type} at`, expected: `${new Date(fact.at.lo).toISOString()} … ${new Date(fact.at.hi).toISOString()}`, actual: payments[i].entry.at });
    }
  });
  return out;
}

/**
 * Whose timelines are compared: every identified contact (each
 * identification, shared browser and named checkout is one's), every buyer,
 * and a seeded tenth of the anonymous visitors, whose timeline is one
 * session's calls: the other nine tenths, the least telling timelines, cost
 * some 20 s more a run (each is a request to the one API process).
 */
export function timelinesToCompare(truth: Truth, seed: number): TruthContact[] {
  const all = [...truth.contacts.values()];
  const plain = (c: TruthContact) => c.email === null && c.checkouts.length === 0;
  // Sorted first: the ledger's order, and so the map's, varies from run to run of one seed.
  const anonymous = all.filter(plain).sort((a, b) => truthKey(a).localeCompare(truthKey(b)));
  return [...all.filter((c) => !plain(c)), ...new Random(seed).shuffle(anonymous).slice(0, Math.ceil(anonymous.length / 10))];
}

/** `ids`: each contact's id by its key, from the contact list of the same round (a replay may give new ids). */
export async function compareTimelines(get: AdminGet, truth: Truth, contacts: TruthContact[], ids: Map<string, string>): Promise<{ mismatches: Mismatch[]; compared: number }> {
  const out: Mismatch[] = [];
  let next = 0;
  let compared = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < contacts.length) {
        const contact = contacts[next++];
        const key = truthKey(contact);
        const id = ids.get(key);
        // A contact without a row is already a mismatch of the contact list.
        if (!id) continue;
        const timeline = await get<ContactTimelineResponse>(`/api/admin/contacts/${id}/timeline`);
        if (!timeline) continue;
        compared++;
        out.push(...compareOne(`timeline[${key}]`, expectedTimeline(contact, truth), timeline));
        if (timeline.truncated) out.push({ figure: `timeline[${key}] truncated`, expected: 'false', actual: 'true' });
      }
    }),
  );
  return { mismatches: out, compared };
}
