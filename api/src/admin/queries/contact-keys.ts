import { HttpStatus } from '@nestjs/common';
import { readModel } from '@pitchlens/database';
import type { PersonKeys } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { ApiError } from '../../common/http/api-error';

/** Who a contact is known by: their address and every session the contacts projector linked to them. 404 for an unknown id. */
export async function contactKeys(pool: Pool, contactId: string): Promise<PersonKeys> {
  const { rows } = await pool.query<{ email: string | null; session_ids: string[] }>(
    `SELECT c.email, array(SELECT unnest(c.session_ids) UNION SELECT s.session_id FROM ${readModel('contact_sessions')} s WHERE s.contact_id = c.id) AS session_ids
       FROM ${readModel('contacts')} c WHERE c.id = $1`,
    [contactId],
  );
  if (rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'Contact not found', [{ field: 'id', message: 'is not a known contact' }]);
  return { email: rows[0].email, sessionIds: rows[0].session_ids };
}
