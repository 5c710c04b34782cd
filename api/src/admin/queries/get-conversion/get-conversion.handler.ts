import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import { PeoplePaths } from '../../reports/people-paths/people-paths';
import { reportTimeZone } from '../../reports/report-zone';
import { conversionFigures, millisecondRange } from './conversion-figures';
import { breakdownStats, conversionStats } from './conversion-stats';
import { ConversionThreads } from './conversion-threads';
import { GetConversionQuery } from './get-conversion.query';

/** The conversion funnel: each person who entered in the range, followed through the steps asked, from their paths (funnel_paths). */
@QueryHandler(GetConversionQuery)
export class GetConversionHandler implements IQueryHandler<GetConversionQuery> {
  constructor(
    @Inject(PeoplePaths) private readonly paths: PeoplePaths,
    @Inject(ConversionThreads) private readonly threads: ConversionThreads,
  ) {}

  async execute({ days, instants, conversion, breakdown, asOf }: GetConversionQuery): Promise<AdminConversionResponse> {
    // The paths are not brought up to date while the pass reads them, on this thread or another (PeoplePaths.use).
    const figures = await this.paths.use((paths) =>
      this.threads.run((parts) => conversionFigures(paths, conversion, millisecondRange(instants), asOf.getTime(), breakdown, parts)),
    );
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
