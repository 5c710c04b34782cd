import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminConversionResponse, AdminReportRange } from '@pitchlens/contracts';
import { Answers } from '../../../docs/answers';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { previousRange, withPrevious } from '../../reports/comparison';
import { reportDays, reportInstants } from '../../reports/report-range';
import { breakdownParams, conversionParams } from './conversion-params';
import { ConversionRequestDto } from './conversion.request.dto';
import { GetConversionQuery, type ConversionRange } from './get-conversion.query';

/** Beside the furthest-step funnel, on its own route: it follows every entrant and costs more, so it runs only when asked. */
@Controller('admin/funnel/conversion')
@AdminRoute()
@ReadsReplica('recent')
export class GetConversionController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Answers('AdminConversionResponse')
  get(@Query() query: ConversionRequestDto): Promise<AdminConversionResponse> {
    const params = conversionParams(query);
    const breakdown = breakdownParams(query);
    const report = (range: AdminReportRange, previous: ConversionRange | null = null) =>
      this.queries.execute(new GetConversionQuery(reportDays(range), reportInstants(range), params, breakdown, new Date(), previous));
    if (!query.compare || breakdown) return withPrevious(query, (range) => report(range));
    // Without a breakdown, the previous period is counted in the same pass (periodFigures).
    const before = previousRange(query);
    return report(query, { days: reportDays(before), instants: reportInstants(before) });
  }
}
