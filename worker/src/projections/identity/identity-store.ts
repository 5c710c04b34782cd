import { IDENTITY_TABLES } from '@pitchlens/database';
import type { ProjectionContext, RecordedEvent } from '@pitchlens/event-store';
import { identityKeysOf, type IdentityEvent } from './actor';
import { PersonDirectory, type SessionPart } from './person-directory';

/** Identity's tables, in the projector's table set. */
const [SESSIONS, ADDRESSES, REFERRALS] = IDENTITY_TABLES;

/** What identity's tables know of the batch's sessions and addresses, and of the owners of those sessions. */
export async function loadIdentity({ db, table }: ProjectionContext, events: readonly RecordedEvent<IdentityEvent>[]): Promise<PersonDirectory> {
  const { sessionIds, emails } = identityKeysOf(events);
  const parts = await db.query<{ session_id: string; contact_id: string; from_transaction: string; from_position: string }>(
    `SELECT session_id, contact_id::text, from_transaction::text, from_position::text
       FROM ${table(SESSIONS)} WHERE session_id = ANY($1) AND until_position IS NULL`,
    [[...sessionIds]],
  );
  const owners = [...new Set(parts.rows.map((r) => r.contact_id))];
  const addresses = await db.query<{ email: string; contact_id: string }>(
    `SELECT email, contact_id::text FROM ${table(ADDRESSES)} WHERE email = ANY($1) OR contact_id = ANY($2::uuid[])`,
    [[...emails], owners],
  );
  const referrals = await db.query<{ email: string; referrer_name: string; referrer_email: string; first_name: string | null; last_name: string | null }>(
    `SELECT * FROM ${table(REFERRALS)} WHERE email = ANY($1)`,
    [[...emails]],
  );
  return new PersonDirectory({
    addresses: addresses.rows.map((r) => [r.email, r.contact_id]),
    openParts: parts.rows.map(
      (r): SessionPart => ({
        sessionId: r.session_id,
        personId: r.contact_id,
        from: { transactionId: r.from_transaction, globalPosition: r.from_position },
        until: null,
      }),
    ),
    referrals: referrals.rows.map((r) => [r.email, { referrerName: r.referrer_name, referrerEmail: r.referrer_email, firstName: r.first_name, lastName: r.last_name }]),
  });
}

/** What the batch changed: the parts of the sessions it split or merged, the addresses it gave, the referrals it kept. */
export async function writeIdentity({ db, table }: ProjectionContext, directory: PersonDirectory): Promise<void> {
  const parts = directory.changedParts().map((p) => ({
    session_id: p.sessionId,
    from_transaction: p.from.transactionId,
    from_position: p.from.globalPosition,
    until_transaction: p.until?.transactionId ?? null,
    until_position: p.until?.globalPosition ?? null,
    contact_id: p.personId,
  }));
  if (parts.length > 0) {
    await db.query(
      `INSERT INTO ${table(SESSIONS)} SELECT * FROM jsonb_populate_recordset(NULL::${table(SESSIONS)}, $1)
       ON CONFLICT (session_id, from_transaction, from_position)
       DO UPDATE SET until_transaction = excluded.until_transaction, until_position = excluded.until_position, contact_id = excluded.contact_id`,
      [JSON.stringify(parts)],
    );
  }
  const added = directory.added();
  if (added.addresses.length > 0) {
    // An address is one person's for good: a second row for it would be a fault, so it is not silenced.
    await db.query(`INSERT INTO ${table(ADDRESSES)} (email, contact_id) SELECT * FROM unnest($1::text[], $2::uuid[])`, [
      added.addresses.map(([email]) => email),
      added.addresses.map(([, personId]) => personId),
    ]);
  }
  if (added.referrals.length > 0) {
    const rows = added.referrals.map(([email, r]) => ({ email, referrer_name: r.referrerName, referrer_email: r.referrerEmail, first_name: r.firstName, last_name: r.lastName }));
    // The first referral naming a person stays.
    await db.query(
      `INSERT INTO ${table(REFERRALS)} SELECT * FROM jsonb_populate_recordset(NULL::${table(REFERRALS)}, $1) ON CONFLICT (email) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }
}
