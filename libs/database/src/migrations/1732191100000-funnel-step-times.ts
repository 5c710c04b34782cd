import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every time each contact reached each step: the conversion funnel matches a
 * person's steps in order within a window of their first step, which needs
 * the times, not only the day a step was first reached. Found by step and
 * time for who entered in a range, by contact for what they did next.
 */
export class FunnelStepTimes1732191100000 implements MigrationInterface {
  name = 'FunnelStepTimes1732191100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE read_model.funnel_step_times (
        contact_id uuid NOT NULL,
        step text NOT NULL,
        at timestamptz NOT NULL,
        PRIMARY KEY (contact_id, step, at)
      )`);
    await runner.query(`CREATE INDEX funnel_step_times_entry ON read_model.funnel_step_times (step, at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_model.funnel_step_times`);
  }
}
