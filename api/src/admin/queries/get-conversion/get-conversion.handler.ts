import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { breakdownRows, conversionRows } from './conversion-query';
import { breakdownStats, conversionStats } from './conversion-stats';
import { GetConversionQuery } from './get-conversion.query';

/** The conversion funnel: each person who entered in the range, followed through the steps asked, from funnel_step_times. */
@QueryHandler(GetConversionQuery)
export class GetConversionHandler implements IQueryHandler<GetConversionQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ days, instants, conversion, breakdown, asOf }: GetConversionQuery): Promise<AdminConversionResponse> {
    // A breakdown's statement gives the whole funnel's rows too (kind null); without one, the plain statement runs as it always did.
    const split = breakdown ? await breakdownRows(this.pool, conversion, breakdown, instants, asOf) : null;
    const rows = split ? split.whole : await conversionRows(this.pool, conversion, instants, asOf);
    return {
      timeZone: reportTimeZone(),
      from: days.from,
      to: days.to,
      window: conversion.window,
      windowSeconds: conversion.windowSeconds,
      asOf: asOf.toISOString(),
      steps: conversionStats(conversion.steps, rows),
      breakdown: breakdown && split ? breakdownStats(conversion.steps, breakdown, split.rows) : null,
    };
  }
}
