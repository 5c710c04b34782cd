import type { AdminReportRange } from '@pitchlens/contracts';
import { IsOptional } from 'class-validator';
import { IsDateOrTimestamp } from '../validation/query-params';

/** The query of a dated report (funnel, traffic, UTM, revenue). */
export class ReportRangeRequestDto implements AdminReportRange {
  @IsOptional() @IsDateOrTimestamp() from?: string;
  @IsOptional() @IsDateOrTimestamp() to?: string;
}
