import { COMPARISONS, type AdminDatedReportRequest, type Comparison } from '@pitchlens/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { IsDateOrTimestamp } from '../validation/query-params';

/** The query of a dated report (funnel, conversion, traffic, UTM, revenue). */
export class ReportRangeRequestDto implements AdminDatedReportRequest {
  @IsOptional() @IsDateOrTimestamp() from?: string;
  @IsOptional() @IsDateOrTimestamp() to?: string;
  @IsOptional() @IsIn(COMPARISONS, { message: `must be ${COMPARISONS.join(' or ')}` }) compare?: Comparison;
}
