import type { MigrationInterface, QueryRunner } from 'typeorm';

const purchaseFacts = (types: string[]) => `type IN (${types.map((type) => `'${type}'`).join(', ')})`;
const BEFORE = ['PaymentSucceeded', 'PaymentFailed', 'SubscriptionStarted', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialStarted', 'TrialEnding', 'InvoicePaid', 'CheckoutExpired'];

/**
 * Revenue net of refunds: each day's refunded cents beside what was taken,
 * each refund with the payment it gives money back for (its buyer, hence its
 * source, is that payment's), and the timeline's partial indexes of purchase
 * facts widened to refunds, which it finds by the buyer's session and address.
 */
export class Refunds1732191200000 implements MigrationInterface {
  name = 'Refunds1732191200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.revenue_daily ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0`);
    await runner.query(`ALTER TABLE read_model.revenue_payments ADD COLUMN payment_intent_id text`);
    await runner.query(`CREATE INDEX revenue_payments_intent ON read_model.revenue_payments (payment_intent_id)`);
    await runner.query(`
      CREATE TABLE read_model.revenue_refunds (
        event_id uuid PRIMARY KEY,
        day date NOT NULL,
        product text NOT NULL,
        amount_cents bigint NOT NULL,
        payment_intent_id text NOT NULL,
        session_id text,
        email text,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL
      )`);
    await runner.query(`CREATE INDEX revenue_refunds_day ON read_model.revenue_refunds (day)`);
    await this.purchaseIndexes(runner, [...BEFORE, 'PaymentRefunded']);
  }

  async down(runner: QueryRunner): Promise<void> {
    await this.purchaseIndexes(runner, BEFORE);
    await runner.query(`DROP TABLE read_model.revenue_refunds`);
    await runner.query(`ALTER TABLE read_model.revenue_payments DROP COLUMN payment_intent_id`);
    await runner.query(`ALTER TABLE read_model.revenue_daily DROP COLUMN refunded_cents`);
  }

  private async purchaseIndexes(runner: QueryRunner, types: string[]): Promise<void> {
    await runner.query(`DROP INDEX event_store.events_purchase_sessions, event_store.events_purchase_emails`);
    await runner.query(`CREATE INDEX events_purchase_sessions ON event_store.events ((metadata->>'sessionId')) WHERE ${purchaseFacts(types)}`);
    await runner.query(`CREATE INDEX events_purchase_emails ON event_store.events ((lower(data->>'email'))) WHERE ${purchaseFacts(types)}`);
  }
}
