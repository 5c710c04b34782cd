import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';

const STEPS = ['home', 'landing', 'breakdown_download', 'trial_checkout', 'premium_checkout', 'framework_session', 'completed'];

/**
 * Contacts 1…`count` for the contact list's own tests, at ids md5(i): every
 * fifth anonymous, the rest with an address at one of two domains (searched
 * through contact_emails, written as the projector writes it), steps in
 * turn, created a minute apart, their last activity repeating every
 * `activityMinutes` minutes (ties go by id) with microseconds a Date would lose.
 */
export async function insertListedContacts(pool: Pool, count: number, activityMinutes: number): Promise<void> {
  await pool.query(
    `INSERT INTO ${readModel('contacts')} (id, email, current_funnel_step, anonymous, created_at, last_activity)
     SELECT md5(i::text)::uuid,
            CASE WHEN i % 5 = 0 THEN NULL ELSE 'p' || i || '@' || (ARRAY['acme.io', 'northwind.com'])[i % 2 + 1] END,
            (ARRAY[${STEPS.map((s) => `'${s}'`).join(', ')}])[i % 7 + 1],
            i % 5 = 0,
            timestamptz '2026-06-01' + i * interval '1 minute',
            timestamptz '2026-06-01' + (i * 7919 % ${activityMinutes}) * interval '1 minute' + (i % 3) * interval '1 microsecond'
     FROM generate_series(1, ${count}) AS i`,
  );
  await pool.query(
    `INSERT INTO ${readModel('contact_emails')} (contact_id, email, current_funnel_step, created_at)
     SELECT id, email, current_funnel_step, created_at FROM ${readModel('contacts')} WHERE NOT anonymous`,
  );
  await pool.query(`ANALYZE ${readModel('contacts')}; ANALYZE ${readModel('contact_emails')}`);
}
