import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminReferralRecordedResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { Answers } from '../../../docs/answers';
import { AdminRoute } from '../../auth/admin-route';
import { uuidParam } from '../../validation/query-params';
import { RecordDemoAttendedCommand } from './record-demo-attended.command';
import { RecordDemoAttendedRequestDto } from './record-demo-attended.request.dto';

@Controller('admin/referrals')
@AdminRoute()
export class RecordDemoAttendedController {
  constructor(private readonly commands: CommandBus) {}

  /** 202: recorded; the payouts report shows it once the referrals read model has it. */
  @Post(':referralId/demo-attended')
  @HttpCode(202)
  @Answers('AdminReferralRecordedResponse')
  record(
    @Param('referralId') referralId: string,
    @Body() body: RecordDemoAttendedRequestDto,
    @Context() context: RequestContext,
  ): Promise<AdminReferralRecordedResponse> {
    return this.commands.execute(new RecordDemoAttendedCommand(uuidParam(referralId, 'referralId'), body, context));
  }
}
