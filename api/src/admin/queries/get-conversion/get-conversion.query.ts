import { Query } from '@nestjs/cqrs';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import type { DayRange, InstantRange } from '@pitchlens/reports';
import type { BreakdownParams, ConversionParams } from './conversion-params';

/** A report's range, as days and as instants (who entered in it). */
export interface ConversionRange {
  days: DayRange;
  instants: InstantRange;
}

export class GetConversionQuery extends Query<AdminConversionResponse> {
  constructor(
    readonly days: DayRange,
    /** The same range as instants: who entered in it. */
    readonly instants: InstantRange,
    readonly conversion: ConversionParams,
    readonly breakdown: BreakdownParams | null = null,
    readonly asOf: Date = new Date(),
    /** The previous period's range (`compare`): answered as `previous`, judged at the same asOf. */
    readonly previous: ConversionRange | null = null,
  ) {
    super();
  }
}
