import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { SubmitReferralsCommand } from './submit-referrals.command';

@Controller('referrals')
export class SubmitReferralsController {
  constructor(private readonly commands: CommandBus) {}

  /** Answers `{ success, error }`: the referral form shows `error` to the visitor. */
  @Post('submit')
  @HttpCode(201)
  submit(
    @Body() envelope: TrackingEnvelopeDto,
    @Body() form: Record<string, unknown>,
    @Context() context: RequestContext,
  ): Promise<TrackResponse> {
    return this.commands.execute(new SubmitReferralsCommand(envelope, form, context));
  }
}
