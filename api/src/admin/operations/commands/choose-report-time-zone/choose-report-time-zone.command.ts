import { Command } from '@nestjs/cqrs';
import type { ReportTimeZoneResponse } from '@pitchlens/contracts';

export class ChooseReportTimeZoneCommand extends Command<ReportTimeZoneResponse> {
  constructor(readonly timeZone: string) {
    super();
  }
}
