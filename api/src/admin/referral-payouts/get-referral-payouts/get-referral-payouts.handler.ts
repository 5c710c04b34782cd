import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  REFERRAL_GIFT_CARD_CENTS,
  shownAddress,
  type AdminReferralPayout,
  type AdminReferralPayoutsResponse,
  type AdminReferrerPayouts,
} from '@pitchlens/contracts';
import { referralPayouts, type ReferralPayoutRow } from '@pitchlens/database';
import { ReadSource } from '../../../infrastructure/read-source';
import { GetReferralPayoutsQuery } from './get-referral-payouts.query';

/** Per referrer, the gift cards the terms make owed, paid and refused, judged now. */
@QueryHandler(GetReferralPayoutsQuery)
export class GetReferralPayoutsHandler implements IQueryHandler<GetReferralPayoutsQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  async execute(): Promise<AdminReferralPayoutsResponse> {
    const asOf = new Date();
    const byReferrer = new Map<string, AdminReferrerPayouts>();
    const totals = { owed: 0, paid: 0, refused: 0 };
    for (const row of await referralPayouts(this.reads.pool())) {
      let referrer = byReferrer.get(row.referrerEmail);
      if (!referrer) {
        referrer = { referrerName: row.referrerName, referrerEmail: shownAddress(row.referrerEmail), owed: 0, paid: 0, refused: 0, payouts: [] };
        byReferrer.set(row.referrerEmail, referrer);
      }
      referrer[row.state]++;
      totals[row.state]++;
      referrer.payouts.push(toPayout(row, asOf));
    }
    const referrers = [...byReferrer.entries()]
      .sort(([a, x], [b, y]) => y.owed - x.owed || (a < b ? -1 : a > b ? 1 : 0))
      .map(([, referrer]) => ({ ...referrer, payouts: referrer.payouts.sort(newestDemoFirst) }));
    return { asOf: asOf.toISOString(), giftCardCents: REFERRAL_GIFT_CARD_CENTS, totals, referrers };
  }
}

function toPayout(row: ReferralPayoutRow, asOf: Date): AdminReferralPayout {
  return {
    referralId: row.referralId,
    referredName: row.referredName,
    referredEmail: shownAddress(row.referredEmail),
    company: row.referredCompany,
    companyKey: shownAddress(row.company),
    submittedAt: row.submittedAt.toISOString(),
    demoAttendedAt: row.demoAttendedAt.toISOString(),
    demoRecordedBy: shownAddress(row.demoRecordedBy),
    state: row.state,
    refusal: row.refusal,
    dueBy: row.dueBy === null ? null : new Date(row.dueBy).toISOString(),
    overdue: row.state === 'owed' && row.dueBy !== null && row.dueBy < asOf.getTime(),
    paidBy: row.paidBy === null ? null : shownAddress(row.paidBy),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function newestDemoFirst(a: AdminReferralPayout, b: AdminReferralPayout): number {
  return b.demoAttendedAt.localeCompare(a.demoAttendedAt) || a.referralId.localeCompare(b.referralId);
}
