import { Inject, Injectable } from '@nestjs/common';
import type { ContactsCohort } from '@pitchlens/contracts';
import { MoneyStore } from '../../reports/money/money-store';
import { PeoplePaths } from '../../reports/people-paths/people-paths';
import { conversionMembers, millisecondRange } from '../get-conversion/conversion-figures';
import { ConversionThreads } from '../get-conversion/conversion-threads';
import { conversionCohortAsk, type Members } from './cohort-sql';
import { revenueCohort } from './revenue-cohort';

/**
 * The people of the cohorts found before the list is read, as their ids:
 * a conversion funnel figure's, by the pass that counts it over the paths the
 * API holds (brought up to date first); a revenue figure's, from the money
 * rows the API holds for the report (MoneyStore). The list then finds them by id, in its own order, and its
 * total is the figure by construction.
 */
@Injectable()
export class CohortMembers {
  constructor(
    @Inject(PeoplePaths) private readonly paths: PeoplePaths,
    @Inject(MoneyStore) private readonly money: MoneyStore,
    @Inject(ConversionThreads) private readonly threads: ConversionThreads,
  ) {}

  /** For a conversion or revenue cohort, what gives its members (each asked once); undefined for any other list. */
  async membersFor(filter: ContactsCohort): Promise<Members | undefined> {
    if (filter.cohort === 'revenue') {
      const { days, ask } = revenueCohort(filter);
      return { revenue: await this.money.buyers(days, ask) };
    }
    if (filter.cohort !== 'conversion') return undefined;
    const { params, range, breakdown, cell, asOf } = conversionCohortAsk(filter);
    const conversion = await this.paths.use((paths) =>
      this.threads.run((parts) => conversionMembers(paths, params, millisecondRange(range), (asOf ?? new Date()).getTime(), breakdown, cell, parts)),
    );
    return { conversion };
  }
}
