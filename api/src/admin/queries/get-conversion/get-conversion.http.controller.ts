import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import { Answers } from '../../../docs/answers';
import { AdminRoute } from '../../auth/admin-route';
import { ReadsReplica } from '../../reports/report-source.interceptor';
import { previousRange } from '../../reports/comparison';
import { reportDays, reportInstants } from '../../reports/report-range';
import { breakdownParams, conversionParams } from './conversion-params';
import { ConversionRequestDto } from './conversion.request.dto';
import { GetConversionQuery } from './get-conversion.query';

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
    // The previous period's range first, as every compared report checks it: an open range is refused naming compare.
    const before = query.compare ? previousRange(query) : null;
    const previous = before && { days: reportDays(before), instants: reportInstants(before) };
    return this.queries.execute(new GetConversionQuery(reportDays(query), reportInstants(query), params, breakdown, new Date(), previous));
  }
}
