import {
  CONTACT_SORT_FIELDS,
  CONTACTS_PAGE_SIZE_MAX,
  ORDERED_FUNNEL_STEPS,
  SORT_ORDERS,
  type ContactSortField,
  type ContactsCsvRequest,
  type ContactsRequest,
  type OrderedFunnelStep,
  type SortOrder,
} from '@pitchlens/contracts';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsDateOrTimestamp, ToBoolean, ToInteger } from '../../validation/query-params';

const STEPS = [...ORDERED_FUNNEL_STEPS, 'all'] as const;

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
