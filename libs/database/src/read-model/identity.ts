/**
 * Who is the same person (README "Who"): a person's sessions, split into
 * parts by claims (contact_sessions), their address (contact_addresses) and
 * the referral that names them (contact_referrals). Written only by the
 * identity stage (worker/src/projections/identity), inside the transaction
 * of the projector that runs it; a person's id is their contact's.
 */
export const IDENTITY_TABLES = ['contact_sessions', 'contact_addresses', 'contact_referrals'] as const;

/** SQL expressions (columns or parameters) naming where an act was made and whom it names. */
export interface ActAt {
  /** The address it names, if any. */
  email: string;
  session: string;
  /** Its position in the log; a null position stands for now (the session's latest part). */
  transaction: string;
  position: string;
}

/** Names a read-model table: the live one by default; a projector passes its own table set (a replay builds in another). */
export type TableNamer = (name: string) => string;
export const liveTable: TableNamer = (name) => `read_model.${name}`;

/**
 * The read side of identity, for reports that join an act recorded elsewhere
 * (a payment) to its person: SQL for the person whose session `session` was
 * at the log position, i.e. its part that began last at or before it.
 */
export function sessionOwnerAt({ session, transaction, position }: Omit<ActAt, 'email'>, table: TableNamer = liveTable): string {
  return `SELECT s.contact_id FROM ${table('contact_sessions')} s
   WHERE s.session_id = ${session}
     AND (${position} IS NULL OR (s.from_transaction, s.from_position) <= (${transaction}, ${position}))
   ORDER BY s.from_transaction DESC, s.from_position DESC LIMIT 1`;
}

/** SQL for the person an act is (README "How far"): the person of the address it names, else whose its session was then. */
export function personOfAct(act: ActAt, table: TableNamer = liveTable): string {
  return `coalesce((SELECT a.contact_id FROM ${table('contact_addresses')} a WHERE a.email = ${act.email}), (${sessionOwnerAt(act, table)}))`;
}

/**
 * SQL for the parts of sessions that are the person `person`'s (an
 * expression), in session and log order: session_id, then from_ and
 * until_ transaction and position as text (until null while still theirs).
 */
export function sessionPartsOf(person: string): string {
  return `SELECT s.session_id, s.from_transaction::text AS from_transaction, s.from_position::text AS from_position,
                 s.until_transaction::text AS until_transaction, s.until_position::text AS until_position
            FROM read_model.contact_sessions s WHERE s.contact_id = ${person}
           ORDER BY s.session_id, s.from_transaction, s.from_position`;
}

/** SQL: the event `event` (its transaction_id and global_position) was made within the session part `part`. */
export function withinSessionPart(event: string, part: string): string {
  return `(${event}.transaction_id, ${event}.global_position) >= (${part}.from_transaction, ${part}.from_position)
   AND (${part}.until_transaction IS NULL OR (${event}.transaction_id, ${event}.global_position) < (${part}.until_transaction, ${part}.until_position))`;
}
