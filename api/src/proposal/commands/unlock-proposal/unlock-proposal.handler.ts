import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../common/http/api-error';
import { ProposalGate } from '../../proposal-gate';
import { PROPOSAL_CONTENT } from '../../proposal-content';
import { UnlockProposalCommand, type UnlockedProposal } from './unlock-proposal.command';

/** The gate's wording (spec §5, §8). */
export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.';

@CommandHandler(UnlockProposalCommand)
export class UnlockProposalHandler implements ICommandHandler<UnlockProposalCommand> {
  constructor(private readonly gate: ProposalGate) {}

  async execute({ password }: UnlockProposalCommand): Promise<UnlockedProposal> {
    const session = this.gate.unlock(password);
    if (!session) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, INCORRECT_PASSWORD, [{ field: 'password', message: INCORRECT_PASSWORD }]);
    }
    return { content: PROPOSAL_CONTENT, session };
  }
}
