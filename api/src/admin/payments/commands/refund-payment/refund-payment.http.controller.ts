import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminRefundResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminRoute } from '../../../auth/admin-route';
import { RefundPaymentCommand } from './refund-payment.command';
import { RefundPaymentRequestDto } from './refund-payment.request.dto';

@Controller('admin/payments')
@AdminRoute()
export class RefundPaymentController {
  constructor(private readonly commands: CommandBus) {}

  /** 202: Stripe took the refund; its fact (and the revenue it changes) follows by webhook. */
  @Post(':paymentIntentId/refund')
  @HttpCode(202)
  @Answers('AdminRefundResponse')
  refund(@Param('paymentIntentId') paymentIntentId: string, @Body() body: RefundPaymentRequestDto): Promise<AdminRefundResponse> {
    return this.commands.execute(new RefundPaymentCommand(paymentIntentId, body.amountCents, body.leftCents));
  }
}
