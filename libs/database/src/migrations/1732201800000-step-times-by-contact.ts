import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropIndexesLeadingWith } from './indexes-by-column';

const TABLE = 'read_model.funnel_step_times';

/**
 * funnel_step_times is read by contact alone now (the contacts projector
 * writes a contact's funnel path again from it; reports read funnel_paths),
 * so its index on (step, at), made for the conversion funnel's entries when
 * reports read the times step by step, only cost every new time a second
 * index write and every replay an index build. Its key stays. Found by what
 * it is (dropIndexesLeadingWith says why).
 */
export class StepTimesByContact1732201800000 implements MigrationInterface {
  name = 'StepTimesByContact1732201800000';

  async up(runner: QueryRunner): Promise<void> {
    await dropIndexesLeadingWith(runner, TABLE, 'step');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX funnel_step_times_entry ON ${TABLE} (step, at)`);
  }
}
