import { GetReferralPayoutsHandler } from './get-referral-payouts/get-referral-payouts.handler';
import { GetReferralPayoutsController } from './get-referral-payouts/get-referral-payouts.http.controller';
import { MarkPayoutPaidHandler } from './mark-payout-paid/mark-payout-paid.handler';
import { MarkPayoutPaidController } from './mark-payout-paid/mark-payout-paid.http.controller';
import { RecordDemoAttendedHandler } from './record-demo-attended/record-demo-attended.handler';
import { RecordDemoAttendedController } from './record-demo-attended/record-demo-attended.http.controller';

/** The referral payouts' routes and handlers, which the admin module registers. */
export const referralPayoutControllers = [GetReferralPayoutsController, RecordDemoAttendedController, MarkPayoutPaidController];
export const referralPayoutHandlers = [GetReferralPayoutsHandler, RecordDemoAttendedHandler, MarkPayoutPaidHandler];
