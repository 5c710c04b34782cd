import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The team's own mails (weekly digest, alerts): `mail.sent` keeps each one
 * sent by its period's key (no address), so it goes out once whichever
 * worker runs it and however often it restarts; `mail.notification_settings`
 * keeps the kinds an admin turned off (without a row a kind is on).
 */
export class MailLedger1732191800000 implements MigrationInterface {
  name = 'MailLedger1732191800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE SCHEMA IF NOT EXISTS mail`);
    await runner.query(`
      CREATE TABLE mail.sent (
        key text PRIMARY KEY,
        template text NOT NULL,
        message_id text,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE mail.notification_settings (
        kind text PRIMARY KEY,
        enabled boolean NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP SCHEMA mail CASCADE`);
  }
}
