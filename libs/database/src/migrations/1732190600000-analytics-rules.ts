import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the analytics rules of README ("What the numbers mean") need kept:
 * when each contact's first and last touch happened (so sessions merge in
 * any order to the same answer), referrals of people who have not acted yet,
 * bots' calls per day, each payment with its buyer, and the version of the
 * code each projector's tables were built by. Projectors whose version is
 * newer than their checkpoint's are rebuilt by the worker at start, so no
 * installed copy keeps numbers made by older rules.
 */
export class AnalyticsRules1732190600000 implements MigrationInterface {
  name = 'AnalyticsRules1732190600000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE read_model.contacts
        ADD COLUMN first_touch_at timestamptz, ADD COLUMN first_touch_id uuid,
        ADD COLUMN last_touch_at timestamptz, ADD COLUMN last_touch_id uuid`);
    await runner.query(`
      CREATE TABLE read_model.contact_referrals (
        email text PRIMARY KEY,
        referrer_name text NOT NULL,
        referrer_email text NOT NULL,
        first_name text,
        last_name text
      )`);
    await runner.query(`CREATE TABLE read_model.bot_calls (call text PRIMARY KEY, day date NOT NULL)`);
    await runner.query(`CREATE TABLE read_model.bot_calls_daily (day date PRIMARY KEY, calls int NOT NULL DEFAULT 0)`);
    await runner.query(`
      CREATE TABLE read_model.revenue_payments (
        event_id uuid PRIMARY KEY,
        day date NOT NULL,
        product text NOT NULL,
        amount_cents bigint NOT NULL,
        session_id text,
        email text
      )`);
    await runner.query(`CREATE INDEX revenue_payments_day ON read_model.revenue_payments (day)`);
    // A contact's timeline finds their purchases' facts by session and address: few rows, so small partial indexes.
    const purchaseFacts = `type IN ('PaymentSucceeded', 'PaymentFailed', 'SubscriptionStarted', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialStarted', 'TrialEnding', 'InvoicePaid', 'CheckoutExpired')`;
    await runner.query(`CREATE INDEX events_purchase_sessions ON event_store.events ((metadata->>'sessionId')) WHERE ${purchaseFacts}`);
    await runner.query(`CREATE INDEX events_purchase_emails ON event_store.events ((lower(data->>'email'))) WHERE ${purchaseFacts}`);
    // Rows written before versions existed were built by version 1 of their projector.
    await runner.query(`ALTER TABLE read_model.projector_checkpoints ADD COLUMN version int NOT NULL DEFAULT 1`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_model.projector_checkpoints DROP COLUMN version`);
    await runner.query(`DROP INDEX event_store.events_purchase_emails, event_store.events_purchase_sessions`);
    await runner.query(`DROP TABLE read_model.revenue_payments, read_model.bot_calls_daily, read_model.bot_calls, read_model.contact_referrals`);
    await runner.query(`
      ALTER TABLE read_model.contacts
        DROP COLUMN first_touch_at, DROP COLUMN first_touch_id, DROP COLUMN last_touch_at, DROP COLUMN last_touch_id`);
  }
}
