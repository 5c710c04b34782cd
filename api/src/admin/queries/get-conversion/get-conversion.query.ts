import { Query } from '@nestjs/cqrs';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import type { DayRange, InstantRange } from '@pitchlens/reports';
import type { BreakdownParams, ConversionParams } from './conversion-params';

export class GetConversionQuery extends Query<AdminConversionResponse> {
  constructor(
    readonly days: DayRange,
    /** The same range as instants: who entered in it. */
    readonly instants: InstantRange,
    readonly conversion: ConversionParams,
    readonly breakdown: BreakdownParams | null = null,
    readonly asOf: Date = new Date(),
  ) {
    super();
  }
}
