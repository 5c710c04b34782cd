import { HttpStatus } from '@nestjs/common';
import { readModel } from '@pitchlens/database';
import type { PersonKeys } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { ApiError } from '../../common/http/api-error';

/**
 * A stretch of a session that is the contact's, as the contacts projector
 * split it: from one position in the log, (transaction id, global position),
 * until another (null while the session is still theirs).
 */
export interface ContactSessionPart {
  sessionId: string;
  fromTransaction: string;
  fromPosition: string;
  untilTransaction: string | null;
  untilPosition: string | null;
}

/** Who a contact is known by: their address, their sessions, and which part of each is theirs. */
export interface ContactKeys extends PersonKeys {
  parts: ContactSessionPart[];
}

/** A contact's keys, as the contacts projector linked them. 404 for an unknown id. */
export async function contactKeys(pool: Pool, contactId: string): Promise<ContactKeys> {
  const contact = await pool.query<{ email: string | null }>(`SELECT email FROM ${readModel('contacts')} WHERE id = $1`, [contactId]);
  if (contact.rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'Contact not found', [{ field: 'id', message: 'is not a known contact' }]);
  const { rows: parts } = await pool.query<ContactSessionPart>(
    `SELECT session_id AS "sessionId", from_transaction::text AS "fromTransaction", from_position::text AS "fromPosition",
            until_transaction::text AS "untilTransaction", until_position::text AS "untilPosition"
       FROM ${readModel('contact_sessions')} WHERE contact_id = $1
      ORDER BY session_id, from_transaction, from_position`,
    [contactId],
  );
  return { email: contact.rows[0].email, sessionIds: [...new Set(parts.map((part) => part.sessionId))], parts };
}
