import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of subscription invoices: a subscription's payment is recorded by
 * its invoice (it names no PaymentIntent), so each payment keeps its invoice
 * and each refund the invoice it gives money back for, by which the revenue
 * report finds that payment's buyer as it does a one-time purchase's by its
 * PaymentIntent. The revenue projector rebuilds its tables to fill them.
 */
export class InvoiceRefunds1732191450000 implements MigrationInterface {
  name = 'InvoiceRefunds1732191450000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.revenue_payments ADD COLUMN invoice_id text`);
    await runner.query(`CREATE INDEX revenue_payments_invoice ON read_model.revenue_payments (invoice_id)`);
    await runner.query(`ALTER TABLE read_model.revenue_refunds ADD COLUMN invoice_id text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.revenue_refunds DROP COLUMN invoice_id`);
    await runner.query(`ALTER TABLE read_model.revenue_payments DROP COLUMN invoice_id`);
  }
}
