import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one-click upsell's purchases (API, pay-with-saved-card): one row per
 * purchase a buyer asked for, so that a double click, a second tab or a retry
 * is the same purchase and Stripe charges once. Written by the command
 * itself, outside the event log (it is the decision, not a fact about the
 * buyer), and holding no personal data, since the log's erasure never reaches
 * it: the key is a hash, the rest are Stripe's id of the saved card (no card
 * data) and the browser's random session id the charge is credited to, which
 * the log keeps in its metadata as well.
 */
export class SavedCardCharges1732190800000 implements MigrationInterface {
  name = 'SavedCardCharges1732190800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE SCHEMA IF NOT EXISTS payments`);
    await runner.query(`
      CREATE TABLE payments.saved_card_charges (
        -- sha256 of the product, the Stripe customer and the checkout whose token asked for it.
        purchase_key text PRIMARY KEY,
        -- What the Stripe create of this purchase is sent, the same on every attempt.
        payment_method_id text NOT NULL,
        session_id text,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP SCHEMA payments CASCADE`);
  }
}
