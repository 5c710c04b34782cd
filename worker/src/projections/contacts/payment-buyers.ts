import { normalizeEmail } from '@pitchlens/contracts';
import { buyerOf, CREDITED_COLUMNS } from '@pitchlens/database';
import type { ProjectionContext, RecordedEvent } from '@pitchlens/event-store';
import { moneyAt, type MoneyEvent } from '../money/money-event';

/**
 * What a batch changed that a buyer is worked out from: the persons whose
 * touches it added to (their first and latest touches follow from them), who
 * merged, or who were found to be made earlier (the buyer's created time), the
 * addresses identity gave a person, the sessions whose parts (whose the
 * session was from which position) it split or handed over.
 */
export interface BuyersChanged {
  contacts: readonly string[];
  emails: readonly string[];
  sessions: readonly string[];
}

/**
 * Records the batch's payments and refunds, then works out again the buyer
 * (libs/database read-model/payment-buyers) of every money event the batch
 * could have changed: its own, those credited to a person whose touches it
 * changed or who merged (a person merged away leaves nothing behind), and
 * those made with an address it gave or in a session whose parts it changed:
 * nothing else moves a payment to another person or changes their touches.
 * Run after the batch's identity, contacts and touches are written. While a
 * replay fills, the touches may still be being written (`beside`), so the
 * buyers are left to `creditEveryPayment`, once the fill is complete.
 */
export async function writePaymentBuyers({ db, table, filling }: ProjectionContext, events: RecordedEvent<MoneyEvent>[], changed: BuyersChanged): Promise<void> {
  const buyers = table('payment_buyers');
  const rows = events.map((event) => ({
    event_id: event.eventId,
    // A refund's own row stands in for its payment's only until that is recorded: any touch then.
    paid_at: event.type === 'PaymentSucceeded' ? moneyAt(event) : null,
    email: event.data.email ? normalizeEmail(event.data.email) : null,
    session_id: event.metadata.sessionId,
    transaction_id: event.transactionId,
    global_position: event.globalPosition,
  }));
  if (rows.length > 0) {
    await db.query(`INSERT INTO ${buyers} SELECT * FROM jsonb_populate_recordset(NULL::${buyers}, $1) ON CONFLICT (event_id) DO NOTHING`, [JSON.stringify(rows)]);
  }
  // A batch that changed none of them (say, known visitors viewing pages without a campaign) has nothing to work out.
  if (filling || (rows.length === 0 && changed.contacts.length === 0 && changed.emails.length === 0 && changed.sessions.length === 0)) return;
  await db.query(`${creditRows(table)} WHERE m.event_id = ANY($1::uuid[]) OR m.buyer_id = ANY($2::uuid[]) OR m.email = ANY($3) OR m.session_id = ANY($4)`, [
    rows.map((r) => r.event_id),
    changed.contacts,
    changed.emails,
    changed.sessions,
  ]);
}

/**
 * Works out every payment's and refund's buyer from the tables as they are:
 * what the batches would have worked out one by one, since each worked out
 * again every row a change of theirs could move.
 */
export async function creditEveryPayment({ db, table }: ProjectionContext): Promise<void> {
  await db.query(creditRows(table));
}

/** An UPDATE of the buyers' rows (`m`) to the buyer each one's payment is credited to; its WHERE is the caller's. */
function creditRows(table: ProjectionContext['table']): string {
  const buyer = buyerOf({ email: 'm.email', session: 'm.session_id', transaction: 'm.transaction_id', position: 'm.global_position', paidAt: 'm.paid_at' }, table);
  return `UPDATE ${table('payment_buyers')} m SET (${CREDITED_COLUMNS.join(', ')}) = (${buyer})`;
}
