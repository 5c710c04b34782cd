import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the admin contact list on 100,000+ contacts: the email
 * substring search (a trigram index serves ILIKE '%...%'), the createdAt
 * range and sort, and the step filter with the default newest-activity order.
 * A projection replay keeps them: its shadow tables are made with
 * `LIKE ... INCLUDING ALL`, which copies every index (under generated names).
 */
export class AdminQueryIndexes1732190200000 implements MigrationInterface {
  name = 'AdminQueryIndexes1732190200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await runner.query(`CREATE INDEX contacts_email_trgm ON read_model.contacts USING gin (email gin_trgm_ops)`);
    await runner.query(`CREATE INDEX contacts_created_at ON read_model.contacts (created_at DESC)`);
    await runner.query(`CREATE INDEX contacts_step_last_activity ON read_model.contacts (current_funnel_step, last_activity DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    // After a replay the indexes carry generated names; dropping by column keeps this correct either way.
    await runner.query(`
      DO $$ DECLARE index_name text; BEGIN
        FOR index_name IN
          SELECT i.relname FROM pg_index x
            JOIN pg_class i ON i.oid = x.indexrelid
            JOIN pg_class t ON t.oid = x.indrelid
            JOIN pg_namespace n ON n.oid = t.relnamespace
           WHERE n.nspname = 'read_model' AND t.relname = 'contacts'
             AND (pg_get_indexdef(x.indexrelid) LIKE '%gin_trgm_ops%'
               OR pg_get_indexdef(x.indexrelid) LIKE '%(created_at DESC)'
               OR pg_get_indexdef(x.indexrelid) LIKE '%(current_funnel_step, last_activity DESC)')
        LOOP EXECUTE format('DROP INDEX read_model.%I', index_name); END LOOP;
      END $$`);
  }
}
