import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexesDefinedAs } from './indexes-by-column';

const BEFORE = { contacts_last_activity_id: '(last_activity DESC, id DESC) INCLUDE (anonymous)' };
const AFTER = { contacts_last_activity_id: '(last_activity DESC, id DESC) INCLUDE (anonymous, created_at)' };

/**
 * The contact list's default order (latest activity first) also holds each
 * contact's created time. The people behind a figure are checked against
 * the time their contacts were all made before (Cohort.createdBefore in the
 * API) as the order is walked, so the visitors made after a past figure's
 * range, who stand at the head of the order, are passed over from the index
 * alone: at 1,100,000 contacts, after a morning's 18,000 new visitors, a
 * funnel step's people looked each of them up in funnel_first_reached before
 * their first row. The index is rewritten on every event as it was (its key
 * is the activity time), now 8 bytes an entry longer.
 */
export class ContactOrderCreated1732211800000 implements MigrationInterface {
  name = 'ContactOrderCreated1732211800000';

  async up(runner: QueryRunner): Promise<void> {
    await dropIndexesDefinedAs(runner, BEFORE);
    await createIndexes(runner, AFTER);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexesDefinedAs(runner, AFTER);
    await createIndexes(runner, BEFORE);
  }
}
