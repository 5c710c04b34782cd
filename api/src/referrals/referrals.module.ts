import { Module } from '@nestjs/common';
import { SubmitReferralsHandler } from './commands/submit-referrals/submit-referrals.handler';
import { SubmitReferralsController } from './commands/submit-referrals/submit-referrals.http.controller';

const httpControllers = [SubmitReferralsController];
const commandHandlers = [SubmitReferralsHandler];

@Module({ controllers: httpControllers, providers: commandHandlers })
export class ReferralsModule {}
