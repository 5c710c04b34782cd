import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import type { DayRange } from '@pitchlens/reports';
import { PeoplePaths, type Paths } from '../../reports/people-paths/people-paths';
import { reportTimeZone } from '../../reports/report-zone';
import { conversionFigures, millisecondRange, periodFigures, type ConversionRow } from './conversion-figures';
import type { ConversionParams } from './conversion-params';
import { breakdownStats, conversionStats } from './conversion-stats';
import { ConversionThreads, type PassParts } from './conversion-threads';
import { GetConversionQuery, type ConversionRange } from './get-conversion.query';

/** The conversion funnel: each person who entered in the range, followed through the steps asked, from their paths (funnel_paths). */
@QueryHandler(GetConversionQuery)
export class GetConversionHandler implements IQueryHandler<GetConversionQuery> {
  constructor(
    @Inject(PeoplePaths) private readonly paths: PeoplePaths,
    @Inject(ConversionThreads) private readonly threads: ConversionThreads,
  ) {}

  async execute({ days, instants, conversion, breakdown, asOf, previous }: GetConversionQuery): Promise<AdminConversionResponse> {
    // The paths are not brought up to date while the pass reads them, on this thread or another (PeoplePaths.use).
    const pass = <T>(work: (paths: Paths, parts: PassParts) => Promise<T>) => this.paths.use((paths) => this.threads.run((parts) => work(paths, parts)));
    if (previous && !breakdown) {
      // Without a breakdown, both periods are counted in one pass (periodFigures).
      const ranges = [millisecondRange(instants), millisecondRange(previous.instants)];
      const [now, before] = await pass((paths, parts) => periodFigures(paths, conversion, ranges, asOf.getTime(), parts));
      return { ...answer(days, conversion, asOf, now), previous: answer(previous.days, conversion, asOf, before) };
    }
    // A breakdown's previous period is a second breakdown, following on from the first.
    const report = async ({ days: over, instants: entered }: ConversionRange) => {
      const figures = await pass((paths, parts) => conversionFigures(paths, conversion, millisecondRange(entered), asOf.getTime(), breakdown, parts));
      return { ...answer(over, conversion, asOf, figures.whole), breakdown: breakdown ? breakdownStats(conversion.steps, breakdown, figures.rows) : null };
    };
    const current = await report({ days, instants });
    return previous ? { ...current, previous: await report(previous) } : current;
  }
}

/** A report's answer over `days` from its whole funnel's rows (with no breakdown; the caller adds one). */
function answer(days: DayRange, conversion: ConversionParams, asOf: Date, whole: ConversionRow[]): AdminConversionResponse {
  return {
    timeZone: reportTimeZone(),
    from: days.from,
    to: days.to,
    window: conversion.window,
    windowSeconds: conversion.windowSeconds,
    asOf: asOf.toISOString(),
    steps: conversionStats(conversion.steps, whole),
    breakdown: null,
  };
}
