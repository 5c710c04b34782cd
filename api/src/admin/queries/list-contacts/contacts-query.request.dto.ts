import {
  COHORT_REPORTS,
  COHORT_ROWS,
  CONVERSION_BREAKDOWNS,
  CONVERSION_TOUCHES,
  CONTACTS_COHORT_CELLS,
  CONTACT_SORT_FIELDS,
  CONVERSION_COHORT_CELLS,
  FUNNEL_COHORT_CELLS,
  CONTACTS_PAGE_SIZE_MAX,
  ORDERED_FUNNEL_STEPS,
  PRODUCT_IDS,
  REVENUE_DIMENSIONS,
  SORT_ORDERS,
  type CohortCell,
  type CohortReport,
  type CohortRow,
  type ContactSortField,
  type ContactsCsvRequest,
  type ContactsRequest,
  type OrderedFunnelStep,
  type SortOrder,
} from '@pitchlens/contracts';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsDateOrTimestamp, ToBoolean, ToInteger } from '../../validation/query-params';
import { IsConversionWindow, IsStepList } from '../get-conversion/conversion.request.dto';

const STEPS = [...ORDERED_FUNNEL_STEPS, 'all'] as const;
const CELLS = [...CONTACTS_COHORT_CELLS, ...FUNNEL_COHORT_CELLS, ...CONVERSION_COHORT_CELLS] as const;

/** Filters and order of the contact list and its CSV export. */
export class ContactsFilterDto implements ContactsCsvRequest {
  @IsOptional()
  @IsIn(STEPS, { message: `must be one of: ${STEPS.join(', ')}` })
  step?: OrderedFunnelStep | 'all';

  /** A case-insensitive substring of the address; % and _ are literal. */
  @IsOptional() @IsString({ message: 'must be text' }) @MaxLength(254) email?: string;

  /** Bounds on createdAt (when the contact was first seen), inclusive. */
  @IsOptional() @IsDateOrTimestamp() from?: string;
  @IsOptional() @IsDateOrTimestamp() to?: string;

  @IsOptional()
  @IsIn(CONTACT_SORT_FIELDS, { message: `must be one of: ${CONTACT_SORT_FIELDS.join(', ')}` })
  sort?: ContactSortField;

  @IsOptional() @IsIn(SORT_ORDERS, { message: 'must be asc or desc' }) order?: SortOrder;

  @IsOptional() @ToBoolean() @IsBoolean({ message: 'must be true or false' }) includeAnonymous?: boolean;

  // A cohort: the people behind one figure of a report (cohort-sql.ts says which).
  @IsOptional() @IsIn(COHORT_REPORTS, { message: `must be one of: ${COHORT_REPORTS.join(', ')}` }) cohort?: CohortReport;
  @IsOptional() @IsDateOrTimestamp() cohortFrom?: string;
  @IsOptional() @IsDateOrTimestamp() cohortTo?: string;
  @IsOptional() @Matches(/^([a-z_]{1,40}|[1-7])$/, { message: 'must be a funnel step, or the place of one (1-7)' }) @MaxLength(40) cohortStep?: string;
  @IsOptional() @IsIn(CELLS, { message: `must be one of: ${CELLS.join(', ')}` }) cohortCell?: CohortCell;
  @IsOptional() @IsStepList() cohortSteps?: string;
  @IsOptional() @IsConversionWindow() cohortWindow?: string;
  @IsOptional() @IsDateOrTimestamp() cohortAsOf?: string;
  @IsOptional() @IsString({ message: 'must be text' }) @MaxLength(200) cohortSource?: string;
  @IsOptional() @IsIn(CONVERSION_BREAKDOWNS, { message: `must be one of: ${CONVERSION_BREAKDOWNS.join(', ')}` }) cohortBreakdown?: string;
  @IsOptional() @IsIn(CONVERSION_TOUCHES, { message: `must be one of: ${CONVERSION_TOUCHES.join(', ')}` }) cohortTouch?: string;
  @IsOptional() @IsIn(COHORT_ROWS, { message: `must be one of: ${COHORT_ROWS.join(', ')}` }) cohortRow?: CohortRow;
  @IsOptional() @IsString({ message: 'must be text' }) @MaxLength(500) cohortValue?: string;
  @IsOptional() @IsIn(PRODUCT_IDS, { message: `must be one of: ${PRODUCT_IDS.join(', ')}` }) cohortProduct?: string;
  @IsOptional() @IsIn(REVENUE_DIMENSIONS, { message: `must be one of: ${REVENUE_DIMENSIONS.join(', ')}` }) cohortDimension?: string;
}

export class ContactsQueryRequestDto extends ContactsFilterDto implements ContactsRequest {
  @IsOptional() @ToInteger() @IsInt({ message: 'must be a whole number' }) @Min(1, { message: 'must be at least 1' }) page?: number;

  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'must be a whole number' })
  @Min(1, { message: 'must be at least 1' })
  @Max(CONTACTS_PAGE_SIZE_MAX, { message: `must be at most ${CONTACTS_PAGE_SIZE_MAX}` })
  pageSize?: number;
}
