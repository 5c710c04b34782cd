import { Command } from '@nestjs/cqrs';
import type { ProposalContent } from '@pitchlens/contracts';

export interface UnlockedProposal {
  content: ProposalContent;
  session: { token: string; expiresAt: Date };
}

export class UnlockProposalCommand extends Command<UnlockedProposal> {
  constructor(readonly password: string) {
    super();
  }
}
