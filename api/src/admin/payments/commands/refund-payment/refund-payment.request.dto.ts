import type { AdminRefundRequest } from '@pitchlens/contracts';
import { IsInt, IsOptional, Min } from 'class-validator';

export class RefundPaymentRequestDto implements AdminRefundRequest {
  @IsOptional() @IsInt({ message: 'must be a whole number of cents' }) @Min(1, { message: 'must be at least 1 cent' }) amountCents?: number;
  @IsOptional() @IsInt({ message: 'must be a whole number of cents' }) @Min(1, { message: 'must be at least 1 cent' }) leftCents?: number;
}
