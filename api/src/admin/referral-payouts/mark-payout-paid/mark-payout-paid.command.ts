import { Command } from '@nestjs/cqrs';
import type { AdminReferralRecordedResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { MarkPayoutPaidRequestDto } from './mark-payout-paid.request.dto';

export class MarkPayoutPaidCommand extends Command<AdminReferralRecordedResponse> {
  constructor(
    readonly referralId: string,
    readonly body: MarkPayoutPaidRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}
