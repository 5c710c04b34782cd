import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsISO8601, Matches, MaxLength } from 'class-validator';
import type { FieldError } from '@pitchlens/contracts';
import { ApiError } from '../../common/http/api-error';

/** Query strings are text: a whole number becomes a number, anything else stays as sent and fails validation. */
export const ToInteger = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value));

export const ToBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

const TIME = 'T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})';

const isoRule = (pattern: RegExp, message: string) =>
  applyDecorators(Matches(pattern, { message }), IsISO8601({ strict: true }, { message: 'must be a real date' }), MaxLength(32));

/** `YYYY-MM-DD` (a UTC day) or an ISO timestamp with its offset. */
export const IsDateOrTimestamp = () =>
  isoRule(new RegExp(`^\\d{4}-\\d{2}-\\d{2}(${TIME})?$`), 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp with a time zone');

/** An ISO timestamp with its offset, never a bare date: an instant, not a report day. */
export const IsInstant = () => isoRule(new RegExp(`^\\d{4}-\\d{2}-\\d{2}${TIME}$`), 'must be an ISO 8601 timestamp with a time zone');

export function invalid(field: string, message: string): ApiError {
  const fields: FieldError[] = [{ field, message }];
  return ApiError.invalid(fields);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path's id, lower-cased; 400 naming the field when it is not a UUID. */
export function uuidParam(value: string, field = 'id'): string {
  if (!UUID.test(value)) throw invalid(field, 'must be a UUID');
  return value.toLowerCase();
}
