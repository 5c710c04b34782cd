import { decidePayouts, type PayoutDecision } from '@pitchlens/contracts';
import type { Pool, PoolClient } from 'pg';
import { readModel } from './tables';

/** A referral with a recorded demo, and what the payout terms make of it. */
export interface ReferralPayoutRow extends PayoutDecision {
  referralId: string;
  referrerName: string;
  referrerEmail: string;
  referredName: string;
  referredEmail: string;
  referredCompany: string;
  submittedAt: Date;
  demoAttendedAt: Date;
  demoRecordedBy: string;
  paidAt: Date | null;
  paidBy: string | null;
}

interface Row {
  event_id: string;
  referrer_name: string;
  referrer_email: string;
  referred_name: string;
  referred_email: string;
  referred_company: string;
  submitted_at: Date;
  demo_attended_at: Date;
  demo_recorded_by: string;
  payout_paid_at: Date | null;
  payout_paid_by: string | null;
}

/**
 * Every payout, decided from the referrals read model. Computed on each read
 * rather than kept: one company's payouts depend on each other and a demo may
 * be recorded late, so a kept decision would have to be redone for its whole
 * company anyway, and there are as many rows as demos held (a few thousand).
 */
export async function referralPayouts(db: Pool | PoolClient): Promise<ReferralPayoutRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT event_id::text, referrer_name, referrer_email, referred_name, referred_email, referred_company, submitted_at,
            demo_attended_at, demo_recorded_by, payout_paid_at, payout_paid_by
       FROM ${readModel('referrals')} WHERE demo_attended_at IS NOT NULL`,
  );
  const decisions = decidePayouts(
    rows.map((row) => ({
      referralId: row.event_id,
      referredEmail: row.referred_email,
      submittedAt: row.submitted_at.getTime(),
      attendedAt: row.demo_attended_at.getTime(),
      paidAt: row.payout_paid_at?.getTime() ?? null,
    })),
  );
  return rows.map((row) => ({
    ...(decisions.get(row.event_id) as PayoutDecision),
    referralId: row.event_id,
    referrerName: row.referrer_name,
    referrerEmail: row.referrer_email,
    referredName: row.referred_name,
    referredEmail: row.referred_email,
    referredCompany: row.referred_company,
    submittedAt: row.submitted_at,
    demoAttendedAt: row.demo_attended_at,
    demoRecordedBy: row.demo_recorded_by,
    paidAt: row.payout_paid_at,
    paidBy: row.payout_paid_by,
  }));
}

export interface OverduePayout {
  referralId: string;
  referrerEmail: string;
  dueBy: Date;
}

/** Payouts owed whose gift card was due (demo + 24 h) before `now` and is not marked paid: what the overdue alert reports. Oldest due first. */
export async function overduePayouts(db: Pool | PoolClient, now: Date): Promise<OverduePayout[]> {
  return (await referralPayouts(db))
    .filter((p) => p.state === 'owed' && p.dueBy !== null && p.dueBy < now.getTime())
    .map((p) => ({ referralId: p.referralId, referrerEmail: p.referrerEmail, dueBy: new Date(p.dueBy as number) }))
    .sort((a, b) => a.dueBy.getTime() - b.dueBy.getTime() || a.referralId.localeCompare(b.referralId));
}
