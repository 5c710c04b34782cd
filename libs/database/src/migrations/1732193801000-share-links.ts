import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read-only links to the dashboard's aggregate figures. The token itself is
 * never stored: it is signed and names its row, which says whether the link
 * is revoked and when it was last used.
 */
export class ShareLinks1732193801000 implements MigrationInterface {
  name = 'ShareLinks1732193801000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE SCHEMA IF NOT EXISTS sharing`);
    await runner.query(`
      CREATE TABLE sharing.share_links (
        id uuid PRIMARY KEY,
        label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        last_used_at timestamptz
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP SCHEMA sharing CASCADE`);
  }
}
