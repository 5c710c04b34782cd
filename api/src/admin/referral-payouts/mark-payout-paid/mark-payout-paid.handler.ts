import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail, type AdminReferralRecordedResponse } from '@pitchlens/contracts';
import { readModel, referralPayouts } from '@pitchlens/database';
import { ReferralFactHandler, referralConflict, unknownReferral } from '../referral-facts';
import { MarkPayoutPaidCommand } from './mark-payout-paid.command';

/**
 * The team sent a referral's gift card. Only a payout the terms make owed
 * can be marked paid; marking a paid one again is a duplicate (the first
 * mark's who and when stand).
 */
@CommandHandler(MarkPayoutPaidCommand)
export class MarkPayoutPaidHandler extends ReferralFactHandler implements ICommandHandler<MarkPayoutPaidCommand> {
  async execute({ referralId, body, context }: MarkPayoutPaidCommand): Promise<AdminReferralRecordedResponse> {
    const payout = (await referralPayouts(this.pool)).find((p) => p.referralId === referralId);
    if (!payout) {
      const { rowCount } = await this.pool.query(`SELECT 1 FROM ${readModel('referrals')} WHERE event_id = $1`, [referralId]);
      if (!rowCount) throw unknownReferral(referralId);
      throw referralConflict('has no demo recorded as attended, so no payout');
    }
    if (payout.state === 'refused') throw referralConflict(`has its payout refused (${payout.refusal}), so it cannot be marked paid`);
    return this.record(context, {
      type: 'ReferralPayoutPaid',
      data: { referralId, paidBy: normalizeEmail(body.paidBy), paidAt: new Date().toISOString() },
    });
  }
}
