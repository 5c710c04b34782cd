import { Injectable } from '@nestjs/common';
import { normalizeEmail, PROJECTOR_EVENT_TYPES, type EventsOf } from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import type { ProjectionContext, Projector, RecordedEvent } from '@pitchlens/event-store';

type RevenueEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.revenue>;

/**
 * Money taken per day (UTC, of the payment) and product, at what Stripe
 * charged, and each payment with its buyer's session, address and position in
 * the log, which the revenue report joins to the buyer's contact for the
 * first-touch source (a touch found later moves the payment with it; the
 * position tells whose a shared session was when it paid). The log stores
 * each payment once (derived ids), so a payment Stripe reported twice counts once.
 */
@Injectable()
export class RevenueProjector implements Projector<RevenueEvent> {
  readonly name = 'revenue';
  readonly tables = READ_MODEL_TABLES.revenue;
  readonly eventTypes = PROJECTOR_EVENT_TYPES.revenue;
  /**
   * 2: each payment with its buyer, for revenue by first-touch source.
   * 3: and its position in the log, for whose a shared session was then.
   */
  readonly version = 3;

  async apply(events: RecordedEvent<RevenueEvent>[], { db, table }: ProjectionContext): Promise<void> {
    const rows = new Map<string, { day: string; product: string; payments: number; amount_cents: number }>();
    const payments: {
      event_id: string;
      day: string;
      product: string;
      amount_cents: number;
      session_id: string | null;
      email: string | null;
      transaction_id: string;
      global_position: string;
    }[] = [];
    for (const event of events) {
      const { product, amountCents, paidAt, email } = event.data;
      const day = (paidAt ?? event.recordedAt.toISOString()).slice(0, 10);
      payments.push({
        event_id: event.eventId,
        day,
        product,
        amount_cents: amountCents,
        session_id: event.metadata.sessionId,
        email: email ? normalizeEmail(email) : null,
        transaction_id: event.transactionId,
        global_position: event.globalPosition,
      });
      const key = `${day}\u0000${product}`;
      const row = rows.get(key) ?? { day, product, payments: 0, amount_cents: 0 };
      row.payments += 1;
      row.amount_cents += amountCents;
      rows.set(key, row);
    }
    if (rows.size === 0) return;
    const paid = table('revenue_payments');
    await db.query(`INSERT INTO ${paid} SELECT * FROM jsonb_populate_recordset(NULL::${paid}, $1)`, [JSON.stringify(payments)]);
    const revenue = table('revenue_daily');
    await db.query(
      `INSERT INTO ${revenue} (day, product, payments, amount_cents)
       SELECT day, product, payments, amount_cents FROM jsonb_to_recordset($1) AS r(day date, product text, payments int, amount_cents bigint)
       ON CONFLICT (day, product) DO UPDATE SET payments = ${revenue}.payments + excluded.payments,
                                                amount_cents = ${revenue}.amount_cents + excluded.amount_cents`,
      [JSON.stringify([...rows.values()])],
    );
  }
}
