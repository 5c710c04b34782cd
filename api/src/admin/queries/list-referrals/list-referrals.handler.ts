import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { shownAddress, type AdminReferral, type AdminReferralsResponse } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import { ReadSource } from '../../../infrastructure/read-source';
import { ListReferralsQuery } from './list-referrals.query';

/** The newest referrals the list shows; `total` counts them all. */
export const REFERRALS_LIMIT = 200;

interface ReferralRow {
  referrer_name: string;
  referrer_email: string;
  referred_name: string;
  referred_email: string;
  referred_title: string;
  referred_company: string;
  status: AdminReferral['invitation'];
  submitted_at: Date;
  invited_at: Date | null;
  contact_id: string | null;
  referral_id: string;
  demo_attended_at: Date | null;
}

/**
 * Everyone referred, newest first (a form's people in the order it named
 * them, its submission compared in byte order so no database's locale
 * reorders two forms of one millisecond), with the status of their
 * invitation and whether they have since become a contact by acting
 * themselves (a referred person is no contact until then).
 */
@QueryHandler(ListReferralsQuery)
export class ListReferralsHandler implements IQueryHandler<ListReferralsQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  async execute(): Promise<AdminReferralsResponse> {
    const [rows, count] = await Promise.all([
      this.reads.pool().query<ReferralRow>(
        `SELECT r.referrer_name, r.referrer_email, r.referred_name, r.referred_email, r.referred_title, r.referred_company,
                r.status, r.submitted_at, r.invited_at, c.id::text AS contact_id, r.event_id::text AS referral_id, r.demo_attended_at
           FROM ${readModel('referrals')} r LEFT JOIN ${readModel('contacts')} c ON c.email = lower(r.referred_email)
          ORDER BY r.submitted_at DESC, r.submission_id COLLATE "C", r.row_number LIMIT ${REFERRALS_LIMIT}`,
      ),
      this.reads.pool().query<{ total: number }>(`SELECT count(*)::int AS total FROM ${readModel('referrals')}`),
    ]);
    return { referrals: rows.rows.map(toReferral), total: count.rows[0].total };
  }
}

function toReferral(row: ReferralRow): AdminReferral {
  return {
    referrerName: row.referrer_name,
    referrerEmail: shownAddress(row.referrer_email),
    referredName: row.referred_name,
    referredEmail: shownAddress(row.referred_email),
    title: row.referred_title,
    company: row.referred_company,
    invitation: row.status,
    submittedAt: row.submitted_at.toISOString(),
    invitedAt: row.invited_at?.toISOString() ?? null,
    contactId: row.contact_id,
    referralId: row.referral_id,
    demoAttendedAt: row.demo_attended_at?.toISOString() ?? null,
  };
}
