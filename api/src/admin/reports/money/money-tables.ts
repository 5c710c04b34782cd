import { BUYER_COLUMNS, readModel, type REVISED_MONEY_TABLES } from '@pitchlens/database';
import type { BuyerTouches } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { readRevised, type RevisedPosition } from '../revised/revised-rows';

/** A row of revenue_payments or revenue_refunds as the report reads it: its day as YYYY-MM-DD, `email_key` the buyer it names by address (null: none). */
export interface MoneyEventRow {
  event_id: string;
  day: string;
  product: string;
  amount_cents: number;
  email_key: string | null;
  payment_intent_id: string | null;
  invoice_id: string | null;
}

/** A row of payment_buyers: the buyer of one money event, the touches it is credited to, and when the buyer's contact was made (ms; null: no contact, or not known). */
export interface BuyerRow extends BuyerTouches {
  event_id: string;
  buyer_id: string | null;
  buyer_created_ms: number | null;
}

type MoneyTable = (typeof REVISED_MONEY_TABLES)[number];

const MONEY_COLUMNS = `t.event_id::text, to_char(t.day, 'YYYY-MM-DD') AS day, t.product, t.amount_cents::float8 AS amount_cents,
  'email:' || t.email AS email_key, t.payment_intent_id, t.invoice_id`;

/** The columns a buyer is read as, over a row `t` of payment_buyers or a worked-out buyer; the created time as a number, not a Date each. */
export const buyerColumns = (alias: string) =>
  [...BUYER_COLUMNS.map((c) => (c === 'buyer_id' ? `${alias}.buyer_id::text` : `${alias}.${c}`)), `(extract(epoch FROM ${alias}.buyer_created_at) * 1000)::float8 AS buyer_created_ms`].join(', ');

const COLUMNS: Record<MoneyTable, string> = {
  revenue_payments: MONEY_COLUMNS,
  revenue_refunds: MONEY_COLUMNS,
  payment_buyers: `t.event_id::text, ${buyerColumns('t')}`,
};

/**
 * Rows read at a time: few enough that a chunk's parsed rows die young (as
 * the conversion paths read theirs; the API's old space is capped), and
 * enough that a start at ten times the data reads a table in tens of
 * statements.
 */
const CHUNK = 2_000;

/**
 * One money table followed in memory: each row written past the last
 * revision read is given to `read` (each write takes the table's next
 * revision; none is deleted); when another table stands under the name (a
 * replay's swap), `cleared` forgets what the old one gave, and the new one is
 * read whole.
 */
export class FollowedTable<Row> {
  private position: RevisedPosition = { filenode: '', revision: 0 };

  constructor(
    private readonly table: MoneyTable,
    private readonly read: (row: Row) => void,
    private readonly cleared: () => void,
  ) {}

  async catchUp(pool: Pool): Promise<void> {
    for (;;) {
      const { filenode, rows } = await readRevised<Row & object>(pool, readModel(this.table), COLUMNS[this.table], this.position.revision, CHUNK);
      if (filenode !== this.position.filenode) {
        this.cleared();
        this.position = { filenode, revision: 0 };
        continue;
      }
      for (const row of rows) {
        this.read(row);
        this.position.revision = Math.max(this.position.revision, Number(row.revision));
      }
      if (rows.length < CHUNK) return;
    }
  }
}
