import { Module } from '@nestjs/common';
import { UnlockProposalHandler } from './commands/unlock-proposal/unlock-proposal.handler';
import { UnlockProposalController } from './commands/unlock-proposal/unlock-proposal.http.controller';
import { ProposalGate } from './proposal-gate';
import { GetProposalController } from './queries/get-proposal/get-proposal.http.controller';

const httpControllers = [UnlockProposalController, GetProposalController];
const commandHandlers = [UnlockProposalHandler];

/** The password-gated generic enterprise proposal (/proposal). */
@Module({ controllers: httpControllers, providers: [ProposalGate, ...commandHandlers] })
export class ProposalModule {}
