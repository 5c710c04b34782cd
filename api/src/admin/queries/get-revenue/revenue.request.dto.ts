import { REVENUE_DIMENSIONS, REVENUE_TOUCHES, type AdminRevenueRequest, type RevenueDimension, type RevenueTouch } from '@pitchlens/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ReportRangeRequestDto } from '../../reports/report-range.request.dto';

/** The revenue report's query: a report range, and which touch and which of its fields revenue is attributed to. */
export class RevenueRequestDto extends ReportRangeRequestDto implements AdminRevenueRequest {
  @IsOptional() @IsIn(REVENUE_TOUCHES, { message: `must be one of: ${REVENUE_TOUCHES.join(', ')}` }) touch?: RevenueTouch;
  @IsOptional() @IsIn(REVENUE_DIMENSIONS, { message: `must be one of: ${REVENUE_DIMENSIONS.join(', ')}` }) dimension?: RevenueDimension;
}
