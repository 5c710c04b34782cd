import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminReferralRecordedResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { Answers } from '../../../docs/answers';
import { AdminRoute } from '../../auth/admin-route';
import { uuidParam } from '../../validation/query-params';
import { MarkPayoutPaidCommand } from './mark-payout-paid.command';
import { MarkPayoutPaidRequestDto } from './mark-payout-paid.request.dto';

@Controller('admin/referrals')
@AdminRoute()
export class MarkPayoutPaidController {
  constructor(private readonly commands: CommandBus) {}

  /** 202: recorded; the payouts report shows it once the referrals read model has it. */
  @Post(':referralId/payout-paid')
  @HttpCode(202)
  @Answers('AdminReferralRecordedResponse')
  markPaid(
    @Param('referralId') referralId: string,
    @Body() body: MarkPayoutPaidRequestDto,
    @Context() context: RequestContext,
  ): Promise<AdminReferralRecordedResponse> {
    return this.commands.execute(new MarkPayoutPaidCommand(uuidParam(referralId, 'referralId'), body, context));
  }
}
