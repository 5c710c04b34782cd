import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe's deliveries by when the log recorded them. The worker looks at
 * every start for declines an older payments reactor lost among the last 30
 * days' deliveries (worker/src/reactors/payments/lost-declines.ts); without
 * this it read every event of a rarer type on the way, 12.3 s of one core at
 * 10,000,000 events in bench:admin, beside the traffic the worker had just
 * come back to. Only deliveries are in it, so the appends of other events
 * only test the condition.
 */
export class StripeDeliveriesByTime1732209800000 implements MigrationInterface {
  name = 'StripeDeliveriesByTime1732209800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX events_stripe_deliveries ON event_store.events (recorded_at) WHERE type = 'StripeEventReceived'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX event_store.events_stripe_deliveries`);
  }
}
