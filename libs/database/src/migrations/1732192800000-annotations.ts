import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's annotations, kept by the annotations projector: the
 * admin's notes and those derived from the log (a price change, a rebuild,
 * a campaign's first touch, erasures per day). `people` counts an erasure
 * day's erasures; `source_event_id` is the event the annotation comes from
 * (a campaign's earliest touch, equal times going to the smaller id).
 */
export class Annotations1732192800000 implements MigrationInterface {
  name = 'Annotations1732192800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE read_model.annotations (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        day date NOT NULL,
        at timestamptz,
        text text NOT NULL,
        people integer,
        source_event_id uuid NOT NULL
      )`);
    await runner.query(`CREATE INDEX annotations_day ON read_model.annotations (day)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_model.annotations`);
  }
}
