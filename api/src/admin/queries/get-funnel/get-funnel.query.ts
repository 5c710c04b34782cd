import { Query } from '@nestjs/cqrs';
import type { AdminFunnelResponse } from '@pitchlens/contracts';
import type { DayRange, InstantRange } from '../../reports/report-range';
import type { ConversionParams } from './conversion-params';

export class GetFunnelQuery extends Query<AdminFunnelResponse> {
  constructor(
    readonly days: DayRange,
    /** The same range as instants: who entered the conversion funnel in it. */
    readonly instants: InstantRange,
    readonly conversion: ConversionParams,
    readonly asOf: Date = new Date(),
  ) {
    super();
  }
}
