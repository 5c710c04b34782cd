import { Inject, Injectable } from '@nestjs/common';
import type { ContactsCohort } from '@pitchlens/contracts';
import { PeoplePaths } from '../../reports/people-paths/people-paths';
import { conversionMembers, millisecondRange } from '../get-conversion/conversion-figures';
import type { ConversionMembers } from './cohort-sql';

/**
 * The people behind a conversion funnel figure, found by the pass that
 * counts it, over the paths the API holds (brought up to date first), so the
 * list's total is the figure by construction.
 */
@Injectable()
export class ConversionCohorts {
  constructor(@Inject(PeoplePaths) private readonly paths: PeoplePaths) {}

  /** For a conversion cohort, what gives its members (each asked once); undefined for any other list. */
  async membersFor(filter: ContactsCohort): Promise<ConversionMembers | undefined> {
    if (filter.cohort !== 'conversion') return undefined;
    const paths = await this.paths.current();
    let found: readonly string[] | undefined;
    return ({ params, range, breakdown, cell, asOf }) =>
      (found ??= conversionMembers(paths, params, millisecondRange(range), (asOf ?? new Date()).getTime(), breakdown, cell));
  }
}
