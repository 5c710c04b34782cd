import { readModel } from '@pitchlens/database';
import type { PoolClient } from 'pg';
import type { UuidArray, UuidSet } from '../../../common/pg/uuid-array';
import type { Members } from './cohort-sql';
import { CONTACT_COLUMNS, CONTACT_ROWS, type ContactValues } from './contacts-sql';

/*
 * A large cohort's members (a conversion or revenue figure's people) are
 * checked here, as the list's own order is walked, rather than in Postgres:
 * there, a hash of 220,000 ids took ~47 ms to build before the first row;
 * here their set (UuidArray.toSet) takes a few, and the walk reads a page's
 * few hundred ids from an index in ~1 ms.
 */

/** A cohort this large is walked here; a smaller one's hash costs Postgres a few milliseconds. */
export const WALKED_MEMBERS = 20_000;

/** The ids of a conversion or revenue cohort large enough to be walked here; null for any other list. */
export function walkedCohort(members: Members | undefined): UuidArray | null {
  const cohort = members?.conversion ?? members?.revenue?.ids;
  return cohort && cohort.length >= WALKED_MEMBERS ? cohort : null;
}

/**
 * Walks `ids` (the list's ordered ids, without the cohort's condition) in
 * growing chunks, keeping the members, until `wanted` are found or the list
 * ends; null when `most` entries were walked without finding them (a cohort
 * too thin in the list's order: Postgres's hash finds it faster). On
 * `client`, in the caller's transaction, so the walk and the rows read after
 * it are one snapshot.
 */
export async function walkMembers(client: PoolClient, ids: string, params: unknown[], members: UuidSet, wanted: number, most = 50_000): Promise<string[] | null> {
  const found: string[] = [];
  let walked = 0;
  for (let chunk = 2_000; walked < most; chunk = Math.min(chunk * 4, most - walked)) {
    const { rows } = await client.query<{ id: string }>(`${ids} LIMIT ${chunk} OFFSET ${walked}`, params);
    for (const { id } of rows) if (members.has(id)) found.push(id);
    walked += rows.length;
    if (found.length >= wanted || rows.length < chunk) return found;
  }
  return null;
}

/**
 * The contacts of `ids` (at most a few thousand) in that order: read by id,
 * then put in the walk's order here (a sort in Postgres would be the same
 * order, but the planner might walk the order's index to give it).
 */
export async function contactsInOrder(client: PoolClient, ids: string[]): Promise<ContactValues[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<ContactValues>({ text: `SELECT ${CONTACT_COLUMNS} FROM ${readModel('contacts')} WHERE id = ANY($1::uuid[])`, values: [ids], ...CONTACT_ROWS });
  const place = new Map(ids.map((id, i) => [id, i]));
  return rows.sort(([a], [b]) => (place.get(a) ?? 0) - (place.get(b) ?? 0));
}
