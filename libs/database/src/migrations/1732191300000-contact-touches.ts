import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every touch of each contact, with its time and event id (the tie-break),
 * and the path of the page view that carried it: the conversion funnel's
 * breakdowns pick a person's first touch, or their latest one at or before
 * they entered, which the contact's row (first and latest only) cannot tell.
 * Found by contact, in time order either way.
 */
export class ContactTouches1732191300000 implements MigrationInterface {
  name = 'ContactTouches1732191300000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE read_model.contact_touches (
        contact_id uuid NOT NULL,
        at timestamptz NOT NULL,
        event_id uuid NOT NULL,
        source text,
        medium text,
        campaign text,
        landing_path text,
        PRIMARY KEY (contact_id, at, event_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_model.contact_touches`);
  }
}
