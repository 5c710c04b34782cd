import { IsOptional } from 'class-validator';
import { IsDateOrTimestamp } from './query-params';

/** Optional inclusive bounds of an admin report. */
export class DateRangeRequestDto {
  @IsOptional() @IsDateOrTimestamp() from?: string;
  @IsOptional() @IsDateOrTimestamp() to?: string;
}
