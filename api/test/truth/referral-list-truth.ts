import { normalizeEmail, type AdminReferralsResponse } from '@pitchlens/contracts';
import { byteOrder } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { REFERRALS_LIMIT } from '../../src/admin/queries/list-referrals/list-referrals.handler';
import type { AdminGet } from './compare';
import { rowKey, type Row } from './contacts-compare';
import type { Mismatch } from './driver';
import type { PayoutTruth } from './payouts-truth';

/**
 * The Referrals section as an analyst reads it from the log (README "Referral
 * list"): every referral recorded, newest first by when the log recorded it,
 * each with both addresses, that time, its invitation email's outcome, the
 * demo the team recorded and, once the referred person has acted themselves,
 * their contact. The people one form names share its time, so among them
 * the form's order counts: its submission (in byte order, for two forms
 * recorded in the same millisecond), then its row.
 */
export async function compareReferralList(get: AdminGet, db: Pool, truth: PayoutTruth, contacts: Row[]): Promise<Mismatch[]> {
  const list = await get<AdminReferralsResponse>('/api/admin/referrals');
  if (!list) return [];
  const out: Mismatch[] = [];
  const check = (figure: string, expected: unknown, actual: unknown) => {
    if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push({ figure: `referrals: ${figure}`, expected: JSON.stringify(expected), actual: JSON.stringify(actual) });
  };
  check('total', truth.referrals.length, list.total);
  check('listed', Math.min(REFERRALS_LIMIT, truth.referrals.length), list.referrals.length);
  const inOrder = [...truth.referrals].sort((a, b) => b.referredAt - a.referredAt || byteOrder(a.submissionId, b.submissionId) || a.row - b.row);
  const expected = inOrder.slice(0, REFERRALS_LIMIT).map((r) => r.referralId);
  const listed = list.referrals.map((r) => r.referralId);
  // Told from the first place they part, a few of each, rather than as two lists of 200.
  const parted = expected.findIndex((id, i) => listed[i] !== id);
  if (parted >= 0) check(`listed newest first, a form in its order, from place ${parted + 1}`, expected.slice(parted, parted + 3), listed.slice(parted, parted + 3));
  const logged = new Map(truth.referrals.map((r) => [r.referralId, r]));
  const contactOf = new Map(contacts.map((row) => [rowKey(row), row.id]));
  const invitations = await invitationsOf(db);
  for (const r of list.referrals) {
    const referral = logged.get(r.referralId);
    const demo = truth.demos.get(r.referralId);
    const invitation = invitations.get(r.referralId);
    const expected = referral && {
      invitation: invitation?.sentAt ? 'invited' : invitation ? 'invitation_failed' : 'submitted',
      invitedAt: invitation?.sentAt ?? null,
      referrerEmail: referral.referrerEmail,
      referredEmail: referral.referredEmail,
      submittedAt: new Date(referral.referredAt).toISOString(),
      demoAttendedAt: demo === undefined ? null : new Date(demo).toISOString(),
      contactId: contactOf.get(referral.referredEmail) ?? null,
    };
    const shown = {
      invitation: r.invitation,
      invitedAt: r.invitedAt,
      referrerEmail: normalizeEmail(r.referrerEmail),
      referredEmail: normalizeEmail(r.referredEmail),
      submittedAt: r.submittedAt,
      demoAttendedAt: r.demoAttendedAt,
      contactId: r.contactId,
    };
    check(r.referralId, expected ?? '(no such referral in the log)', shown);
  }
  return out;
}

/**
 * Each referral's invitation email as the log tells it: sent (and when the
 * log recorded that) once an EmailSent names it, which a failed try before
 * does not undo; failed when only EmailFailed does; else not sent yet.
 */
async function invitationsOf(db: Pool): Promise<Map<string, { sentAt: string | null }>> {
  const { rows } = await db.query<{ id: string; type: string; at: Date }>(
    `SELECT data->>'sourceEventId' AS id, type, recorded_at AS at FROM event_store.events
      WHERE type IN ('EmailSent', 'EmailFailed') AND data->>'template' = 'referral-invitation' ORDER BY global_position`,
  );
  const out = new Map<string, { sentAt: string | null }>();
  for (const { id, type, at } of rows) {
    if (type === 'EmailSent') out.set(id, { sentAt: at.toISOString() });
    else if (!out.get(id)?.sentAt) out.set(id, { sentAt: null });
  }
  return out;
}
