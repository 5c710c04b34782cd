import { Injectable } from '@nestjs/common';
import type { PaymentSucceeded } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';
import type { ProjectionContext, Projector } from '../projector';

/**
 * Money taken per day (UTC, of the payment) and product: one row per
 * successful payment, at what Stripe charged. The log stores each payment
 * once (derived ids), so a payment Stripe reported twice counts once.
 */
@Injectable()
export class RevenueProjector implements Projector {
  readonly name = 'revenue';
  readonly tables = ['revenue_daily'];
  readonly eventTypes = ['PaymentSucceeded'] as const;

  async apply(events: RecordedEvent[], { db, table }: ProjectionContext): Promise<void> {
    const rows = new Map<string, { day: string; product: string; payments: number; amount_cents: number }>();
    for (const event of events) {
      const { product, amountCents, paidAt } = event.data as PaymentSucceeded['data'];
      const day = (paidAt ?? event.recordedAt.toISOString()).slice(0, 10);
      const key = `${day}\u0000${product}`;
      const row = rows.get(key) ?? { day, product, payments: 0, amount_cents: 0 };
      row.payments += 1;
      row.amount_cents += amountCents;
      rows.set(key, row);
    }
    if (rows.size === 0) return;
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
