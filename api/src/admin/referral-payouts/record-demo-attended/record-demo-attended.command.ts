import { Command } from '@nestjs/cqrs';
import type { AdminReferralRecordedResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import type { RecordDemoAttendedRequestDto } from './record-demo-attended.request.dto';

export class RecordDemoAttendedCommand extends Command<AdminReferralRecordedResponse> {
  constructor(
    readonly referralId: string,
    readonly body: RecordDemoAttendedRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}
