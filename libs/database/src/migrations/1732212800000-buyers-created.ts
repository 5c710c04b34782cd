import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each money event's buyer also keeps when the buyer's contact was made
 * (`buyer_created_at`, CREDITED_COLUMNS in read-model/payment-buyers): the
 * people behind a revenue figure are then known to have been made by the
 * latest of their times, and the contact list passes the visitors made since
 * from its order's index alone. Filled here from the contacts as they stand,
 * which is what a replay would write: its last step works out every buyer
 * again from the finished tables. The revision trigger numbers the rows
 * written, so the API's copy reads them again.
 */
export class BuyersCreated1732212800000 implements MigrationInterface {
  name = 'BuyersCreated1732212800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.payment_buyers ADD COLUMN buyer_created_at timestamptz`);
    await runner.query(`UPDATE read_model.payment_buyers m SET buyer_created_at = c.created_at FROM read_model.contacts c WHERE c.id = m.buyer_id`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.payment_buyers DROP COLUMN buyer_created_at`);
  }
}
