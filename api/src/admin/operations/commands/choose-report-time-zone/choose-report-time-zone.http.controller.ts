import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReportTimeZoneResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminRoute } from '../../../auth/admin-route';
import { ChooseReportTimeZoneCommand } from './choose-report-time-zone.command';
import { ChooseReportTimeZoneRequestDto } from './choose-report-time-zone.request.dto';

@Controller('admin/operations/report-time-zone')
@AdminRoute()
export class ChooseReportTimeZoneController {
  constructor(private readonly commands: CommandBus) {}

  /** 200 with the zones and the rebuild to poll; 400 naming `timeZone` for a zone Intl does not know. */
  @Post()
  @HttpCode(200)
  @Answers('ReportTimeZoneResponse')
  choose(@Body() body: ChooseReportTimeZoneRequestDto): Promise<ReportTimeZoneResponse> {
    return this.commands.execute(new ChooseReportTimeZoneCommand(body.timeZone));
  }
}
