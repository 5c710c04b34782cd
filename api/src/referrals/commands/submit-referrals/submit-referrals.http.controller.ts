import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { Context, type RequestContext } from '../../../common/http/request-context';
import { SubmitReferralsCommand } from './submit-referrals.command';
import { SubmitReferralsRequestDto } from './submit-referrals.request.dto';
import { Answers } from '../../../docs/answers';

@Controller('referrals')
export class SubmitReferralsController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Answers `{ success, error }`: the referral form shows `error` to the
   * visitor. The DTO checks the envelope and bounds the form's fields; the
   * referral rules then read the form as sent.
   */
  @Post('submit')
  @HttpCode(201)
  @Answers('TrackResponse')
  submit(
    @Body() envelope: SubmitReferralsRequestDto,
    @Body() form: Record<string, unknown>,
    @Context() context: RequestContext,
  ): Promise<TrackResponse> {
    return this.commands.execute(new SubmitReferralsCommand(envelope, form, context));
  }
}
