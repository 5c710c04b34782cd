import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail, type AdminReferralRecordedResponse } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import { invalid } from '../../validation/query-params';
import { ReferralFactHandler, referralConflict, unknownReferral } from '../referral-facts';
import { RecordDemoAttendedCommand } from './record-demo-attended.command';

/**
 * A referred person attended their demo: when it was held must lie between
 * the referral and now (a demo cannot be recorded before it happens, nor
 * precede the referral that led to it). A referral has one demo: recording
 * it again at the same time is a duplicate, at another time a conflict.
 */
@CommandHandler(RecordDemoAttendedCommand)
export class RecordDemoAttendedHandler extends ReferralFactHandler implements ICommandHandler<RecordDemoAttendedCommand> {
  async execute({ referralId, body, context }: RecordDemoAttendedCommand): Promise<AdminReferralRecordedResponse> {
    const attendedAt = new Date(body.attendedAt);
    if (attendedAt.getTime() > Date.now()) throw invalid('attendedAt', 'must not be after now: record a demo once it has been held');
    const { rows } = await this.pool.query<{ submitted_at: Date; demo_attended_at: Date | null }>(
      `SELECT submitted_at, demo_attended_at FROM ${readModel('referrals')} WHERE event_id = $1`,
      [referralId],
    );
    if (rows.length === 0) throw unknownReferral(referralId);
    const [{ submitted_at: submittedAt, demo_attended_at: recorded }] = rows;
    if (attendedAt < submittedAt) throw invalid('attendedAt', `must not be before the referral (${submittedAt.toISOString()})`);
    if (recorded && recorded.getTime() !== attendedAt.getTime())
      throw referralConflict(`is already recorded for this referral as ${recorded.toISOString()}`, 'attendedAt');
    return this.record(context, {
      type: 'ReferralDemoAttended',
      data: { referralId, attendedAt: attendedAt.toISOString(), recordedBy: normalizeEmail(body.recordedBy) },
    });
  }
}
