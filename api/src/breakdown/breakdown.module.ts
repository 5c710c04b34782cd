import { Module } from '@nestjs/common';
import { RequestBreakdownEmailHandler } from './commands/request-breakdown-email/request-breakdown-email.handler';
import { RequestBreakdownEmailController } from './commands/request-breakdown-email/request-breakdown-email.http.controller';
import { GetTacticsCsvController } from './queries/get-tactics-csv/get-tactics-csv.http.controller';

const httpControllers = [RequestBreakdownEmailController, GetTacticsCsvController];
const commandHandlers = [RequestBreakdownEmailHandler];

/** The free pitch breakdown: the emailed analysis and the tactics file. */
@Module({ controllers: httpControllers, providers: commandHandlers })
export class BreakdownModule {}
