import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each payment's and refund's buyer and the touches it is credited to,
 * kept by the contacts projector (libs/database read-model/payment-buyers).
 * Left empty here: the revenue report works out any money event without a
 * row as it did before, until the contacts projector's version 8 rebuild
 * fills it from the log. Found again by buyer, address and session when
 * identity or touches change.
 */
export class PaymentBuyers1732191700000 implements MigrationInterface {
  name = 'PaymentBuyers1732191700000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE read_model.payment_buyers (
        event_id uuid PRIMARY KEY,
        paid_at timestamptz,
        email text,
        session_id text,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        buyer_id uuid,
        first_source text,
        first_medium text,
        first_campaign text,
        last_source text,
        last_medium text,
        last_campaign text
      )`);
    await runner.query(`CREATE INDEX payment_buyers_buyer ON read_model.payment_buyers (buyer_id)`);
    await runner.query(`CREATE INDEX payment_buyers_email ON read_model.payment_buyers (email)`);
    await runner.query(`CREATE INDEX payment_buyers_session ON read_model.payment_buyers (session_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_model.payment_buyers`);
  }
}
