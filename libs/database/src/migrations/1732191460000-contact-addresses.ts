import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity keeps which person each address is (README "Who") in a table of
 * its own, so it decides who an act is without reading the contacts it
 * feeds. Filled from the contacts here, so the live projector continues
 * until the contacts projector's version 7 rebuilds both from the log.
 * Found by address, and by person (is an owner of a session anonymous?).
 */
export class ContactAddresses1732191460000 implements MigrationInterface {
  name = 'ContactAddresses1732191460000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE read_model.contact_addresses (
        email text PRIMARY KEY,
        contact_id uuid NOT NULL
      )`);
    await runner.query(`CREATE INDEX contact_addresses_contact ON read_model.contact_addresses (contact_id)`);
    await runner.query(`INSERT INTO read_model.contact_addresses (email, contact_id) SELECT email, id FROM read_model.contacts WHERE email IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_model.contact_addresses`);
  }
}
