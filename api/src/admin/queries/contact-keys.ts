import { HttpStatus } from '@nestjs/common';
import { readModel, sessionPartsOf } from '@pitchlens/database';
import type { PersonKeys } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { ApiError } from '../../common/http/api-error';

/**
 * A stretch of a session that is the contact's, as identity split it: from one position in the log, (transaction id, global position),
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

/** A contact's keys, as identity linked them. 404 for an unknown id. */
export async function contactKeys(pool: Pool, contactId: string): Promise<ContactKeys> {
  // One round trip: the contact, with each of its session parts (none: one row of nulls).
  const { rows } = await pool.query<{ email: string | null } & { [K in keyof ContactSessionPart]: ContactSessionPart[K] | null }>(
    `SELECT c.email, s.session_id AS "sessionId", s.from_transaction AS "fromTransaction", s.from_position AS "fromPosition",
            s.until_transaction AS "untilTransaction", s.until_position AS "untilPosition"
       FROM ${readModel('contacts')} c LEFT JOIN LATERAL (${sessionPartsOf('c.id')}) s ON true
      WHERE c.id = $1`,
    [contactId],
  );
  if (rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'Contact not found', [{ field: 'id', message: 'is not a known contact' }]);
  const parts = rows.filter((row): row is typeof row & ContactSessionPart => row.sessionId !== null).map(({ email: _email, ...part }) => part);
  return { email: rows[0].email, sessionIds: [...new Set(parts.map((part) => part.sessionId))], parts };
}
