import { Injectable } from '@nestjs/common';
import { dayOf, normalizeEmail, PROJECTOR_EVENT_TYPES, type EventsOf } from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import { rewriteCopies, type ErasedPerson, type ProjectionContext, type Projector, type RecordedEvent } from '@pitchlens/event-store';
import { isMoney, moneyAt, type MoneyEvent } from '../money/money-event';
import { applySubscriptions, type SubscriptionEvent } from './subscriptions';

type RevenueEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.revenue>;

interface DayRow {
  day: string;
  product: string;
  payments: number;
  amount_cents: number;
  refunded_cents: number;
}

/** What a payment or a refund row keeps of its buyer: the address, the session and the position in the log. */
interface MoneyRow {
  event_id: string;
  day: string;
  /** When Stripe took a payment (the buyer's last touch is the latest at or before it); refunds keep none. */
  paid_at?: string;
  product: string;
  amount_cents: number;
  payment_intent_id: string | null;
  /** A subscription's payment is known by its invoice, and so is a refund of one. */
  invoice_id: string | null;
  session_id: string | null;
  email: string | null;
  transaction_id: string;
  global_position: string;
}

/**
 * Money taken per day (of the payment, in the report time zone) and product,
 * at what Stripe charged, and money given back per day (of the refund) against the
 * refunded payment's product. Each payment is kept with its buyer's session,
 * address and position in the log, which the revenue report joins to the
 * buyer's contact for the first-touch source (a touch found later moves the
 * payment with it; the position tells whose a shared session was when it
 * paid); each refund with its PaymentIntent, or a subscription's with its
 * invoice, by which the report finds that payment's buyer. The log stores each payment and refund once (derived ids),
 * so one Stripe reported twice counts once.
 */
@Injectable()
export class RevenueProjector implements Projector<RevenueEvent> {
  readonly name = 'revenue';
  readonly tables = READ_MODEL_TABLES.revenue;
  readonly eventTypes = PROJECTOR_EVENT_TYPES.revenue;
  /**
   * 2: each payment with its buyer, for revenue by first-touch source.
   * 3: and its position in the log, for whose a shared session was then.
   * 4: refunds, per day and each with its payment's PaymentIntent.
   * 5: each payment's time, and each subscription's latest state (revenue_subscriptions).
   * 6: each payment and refund with its invoice: a subscription invoice's refund finds its payment.
   * 7: the subscriptions billing per plan and interval, kept by change (revenue_billing).
   */
  readonly version = 7;

  async apply(events: RecordedEvent<RevenueEvent>[], context: ProjectionContext): Promise<void> {
    await this.applyMoney(events.filter(isMoney), context);
    await applySubscriptions(events.filter((event): event is RecordedEvent<SubscriptionEvent> => !isMoney(event)), context);
  }

  private async applyMoney(events: RecordedEvent<MoneyEvent>[], { db, table, timeZone }: ProjectionContext): Promise<void> {
    const days = new Map<string, DayRow>();
    const payments: MoneyRow[] = [];
    const refunds: MoneyRow[] = [];
    for (const event of events) {
      const { data } = event;
      const paid = event.type === 'PaymentSucceeded';
      const at = moneyAt(event);
      const day = dayOf(new Date(at), timeZone);
      (paid ? payments : refunds).push({
        event_id: event.eventId,
        day,
        ...(paid ? { paid_at: at } : {}),
        product: data.product,
        amount_cents: data.amountCents,
        payment_intent_id: data.paymentIntentId,
        invoice_id: data.invoiceId ?? null,
        session_id: event.metadata.sessionId,
        email: data.email ? normalizeEmail(data.email) : null,
        transaction_id: event.transactionId,
        global_position: event.globalPosition,
      });
      const key = `${day}\u0000${data.product}`;
      const row = days.get(key) ?? { day, product: data.product, payments: 0, amount_cents: 0, refunded_cents: 0 };
      if (paid) {
        row.payments += 1;
        row.amount_cents += data.amountCents;
      } else {
        row.refunded_cents += data.amountCents;
      }
      days.set(key, row);
    }
    if (days.size === 0) return;
    await this.insertRows(db, table('revenue_payments'), payments);
    await this.insertRows(db, table('revenue_refunds'), refunds);
    const revenue = table('revenue_daily');
    await db.query(
      `INSERT INTO ${revenue} (day, product, payments, amount_cents, refunded_cents)
       SELECT day, product, payments, amount_cents, refunded_cents
         FROM jsonb_to_recordset($1) AS r(day date, product text, payments int, amount_cents bigint, refunded_cents bigint)
       ON CONFLICT (day, product) DO UPDATE SET payments = ${revenue}.payments + excluded.payments,
                                                amount_cents = ${revenue}.amount_cents + excluded.amount_cents,
                                                refunded_cents = ${revenue}.refunded_cents + excluded.refunded_cents`,
      [JSON.stringify([...days.values()])],
    );
  }

  private async insertRows(db: ProjectionContext['db'], into: string, rows: MoneyRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.query(`INSERT INTO ${into} SELECT * FROM jsonb_populate_recordset(NULL::${into}, $1)`, [JSON.stringify(rows)]);
  }

  /** Each payment, refund and subscription the person's address was on carries the pseudonym. */
  async erase(person: ErasedPerson, context: ProjectionContext): Promise<void> {
    await rewriteCopies(context, person, [
      { table: 'revenue_payments', column: 'email' },
      { table: 'revenue_refunds', column: 'email' },
      { table: 'revenue_subscriptions', column: 'email' },
    ]);
  }
}
