import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the admin contact list on 100,000+ contacts: the createdAt
 * range and sort, and the step filter with the default newest-activity order.
 * No trigram index on email here: the contacts projector updates a row on
 * every event, and keeping a GIN index current made append-to-read-model lag
 * go from ~40 ms to ~4 s (bench:projections). An email search index belongs on
 * a table that changes only when an address does.
 * A projection replay keeps them: its shadow tables are made with
 * `LIKE ... INCLUDING ALL`, which copies every index (under generated names).
 */
export class AdminQueryIndexes1732190200000 implements MigrationInterface {
  name = 'AdminQueryIndexes1732190200000';

  async up(runner: QueryRunner): Promise<void> {
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
             AND (pg_get_indexdef(x.indexrelid) LIKE '%(created_at DESC)'
               OR pg_get_indexdef(x.indexrelid) LIKE '%(current_funnel_step, last_activity DESC)')
        LOOP EXECUTE format('DROP INDEX read_model.%I', index_name); END LOOP;
      END $$`);
  }
}
