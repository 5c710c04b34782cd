import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (issue 5): the revenue read model, and an index over the log's
 * started subscriptions so the founder-place count (taken places are the
 * founder subscriptions the log records as started) stays cheap as the log grows.
 */
export class Payments1732190300000 implements MigrationInterface {
  name = 'Payments1732190300000';

  async up(runner: QueryRunner): Promise<void> {
    // revenue projector: successful payments per day and product, in the currency's smallest unit.
    await runner.query(`
      CREATE TABLE read_model.revenue_daily (
        day date NOT NULL,
        product text NOT NULL,
        payments int NOT NULL DEFAULT 0,
        amount_cents bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (day, product)
      )`);
    await runner.query(`
      CREATE INDEX events_subscription_started_plan ON event_store.events ((data->>'plan'))
       WHERE type = 'SubscriptionStarted'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX IF EXISTS event_store.events_subscription_started_plan`);
    await runner.query(`DROP TABLE IF EXISTS read_model.revenue_daily`);
  }
}
