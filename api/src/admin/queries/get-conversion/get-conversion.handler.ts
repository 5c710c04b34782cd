import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import { PeoplePaths } from '../../reports/people-paths/people-paths';
import { reportTimeZone } from '../../reports/report-zone';
import { conversionFigures, millisecondRange } from './conversion-figures';
import { breakdownStats, conversionStats } from './conversion-stats';
import { GetConversionQuery } from './get-conversion.query';

/** The conversion funnel: each person who entered in the range, followed through the steps asked, from their paths (funnel_paths). */
@QueryHandler(GetConversionQuery)
export class GetConversionHandler implements IQueryHandler<GetConversionQuery> {
  constructor(@Inject(PeoplePaths) private readonly paths: PeoplePaths) {}

  async execute({ days, instants, conversion, breakdown, asOf }: GetConversionQuery): Promise<AdminConversionResponse> {
    const figures = conversionFigures(await this.paths.current(), conversion, millisecondRange(instants), asOf.getTime(), breakdown);
    return {
      timeZone: reportTimeZone(),
      from: days.from,
      to: days.to,
      window: conversion.window,
      windowSeconds: conversion.windowSeconds,
      asOf: asOf.toISOString(),
      steps: conversionStats(conversion.steps, figures.whole),
      breakdown: breakdown ? breakdownStats(conversion.steps, breakdown, figures.rows) : null,
    };
  }
}
