import { type ContactIdentified } from '@pitchlens/contracts';
import { eraseFieldsOf, rewriteCopies, type CopiedText, type ErasedPerson, type ProjectionContext } from '@pitchlens/event-store';
import { personIdOfAddress } from '../identity';
import { writeFunnelPaths } from './funnel-paths';

/** Where the contacts projector keeps a person's id, beside contacts.id. */
const PERSON_ID_COLUMNS = [
  ['contact_addresses', 'contact_id'],
  ['contact_sessions', 'contact_id'],
  ['contact_emails', 'contact_id'],
  ['contact_touches', 'contact_id'],
  ['funnel_first_reached', 'contact_id'],
  ['funnel_reached', 'contact_id'],
  ['funnel_step_times', 'contact_id'],
  ['payment_buyers', 'buyer_id'],
] as const;

/** Columns holding strings of events' data as they stand (every other text of these tables comes from metadata or is the projector's own). */
const COPIES: CopiedText[] = [
  ...['email', 'first_name', 'last_name', 'referrer_name', 'referrer_email'].map((column) => ({ table: 'contacts', column })),
  ...['email', 'first_name', 'last_name', 'referrer_name', 'referrer_email'].map((column) => ({ table: 'contact_referrals', column })),
  { table: 'contact_addresses', column: 'email' },
  { table: 'contact_emails', column: 'email' },
  { table: 'payment_buyers', column: 'email' },
  { table: 'contact_touches', column: 'landing_path' },
];

/**
 * The contacts projector's rows as a replay of the erased log would write
 * them (README "Erasure"):
 * - names: the person's first name reads `[erased]`; their last name too if
 *   a form of their own gave one, else it is gone (the erased referral that
 *   named them, `[erased]`, has no last word); whom they referred show
 *   `[erased]` as their referrer's name;
 * - their id, when it was made from their address, is the one the pseudonym
 *   makes, in every table keeping it;
 * - every copy of the address (alone: the pseudonym; in a path: `[erased]`);
 * - the funnel paths of everyone whose touches changed, written again.
 */
export async function eraseContacts(person: ErasedPerson, context: ProjectionContext): Promise<void> {
  const ownLastName = person.events.some((e) => e.type === 'ContactIdentified' && (e.data as ContactIdentified['data']).email === person.pseudonym && (e.data as ContactIdentified['data']).lastName !== null);
  await eraseFieldsOf(context, person, 'contacts', 'email', ownLastName ? { erased: ['first_name', 'last_name'] } : { erased: ['first_name'], nulled: ['last_name'] });
  await eraseFieldsOf(context, person, 'contacts', 'referrer_email', { erased: ['referrer_name'] });
  await eraseFieldsOf(context, person, 'contact_referrals', 'email', { erased: ['first_name'], nulled: ['last_name'] });
  await eraseFieldsOf(context, person, 'contact_referrals', 'referrer_email', { erased: ['referrer_name'] });
  const renamed = await renamePerson(context, personIdOfAddress(person.address), personIdOfAddress(person.pseudonym));
  const written = await rewriteCopies(context, person, COPIES);
  const landings = written.get('contact_touches.landing_path') ?? [];
  const { rows } = await context.db.query<{ contact_id: string }>(
    `SELECT DISTINCT contact_id::text FROM ${context.table('contact_touches')} WHERE landing_path = ANY($1::text[])`,
    [landings],
  );
  const changed = new Set([...rows.map((r) => r.contact_id), ...(renamed ? [renamed.to] : [])]);
  await writeFunnelPaths(context, changed, renamed ? [renamed.from] : []);
}

/** The person's rows under the id the pseudonym gives, if they had the one their address gave. */
async function renamePerson({ db, table }: ProjectionContext, from: string, to: string): Promise<{ from: string; to: string } | null> {
  const moved = await db.query(`UPDATE ${table('contacts')} SET id = $2 WHERE id = $1`, [from, to]);
  if (moved.rowCount === 0) return null;
  for (const [name, column] of PERSON_ID_COLUMNS) await db.query(`UPDATE ${table(name)} SET ${column} = $2 WHERE ${column} = $1`, [from, to]);
  return { from, to };
}
