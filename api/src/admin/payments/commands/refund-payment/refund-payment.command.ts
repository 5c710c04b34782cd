import { Command } from '@nestjs/cqrs';
import type { AdminRefundResponse } from '@pitchlens/contracts';

export class RefundPaymentCommand extends Command<AdminRefundResponse> {
  constructor(
    readonly paymentIntentId: string,
    /** Undefined: all that is left of the payment. */
    readonly amountCents: number | undefined,
    /** What was left of the payment when the admin asked (AdminRefundRequest.leftCents); undefined: unknown. */
    readonly leftCents?: number,
  ) {
    super();
  }
}
