import { Injectable } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { DEVELOPMENT_PROPOSAL_PASSWORD, isProposalPassword } from './domain/proposal-password';
import { isValidProposalSession, issueProposalSession, proposalSessionKey } from './domain/proposal-session';

/** Checks the proposal password and the sessions it opens. */
@Injectable()
export class ProposalGate {
  private readonly password: string;
  private readonly sessionKey: Buffer;

  constructor(config: ApiConfig) {
    // Production refuses to start without PROPOSAL_PASSWORD (libs/config).
    this.password = config.PROPOSAL_PASSWORD ?? DEVELOPMENT_PROPOSAL_PASSWORD;
    this.sessionKey = proposalSessionKey(this.password);
  }

  /** A new session when `candidate` is the password; null otherwise. */
  unlock(candidate: string, now = Date.now()): { token: string; expiresAt: Date } | null {
    return isProposalPassword(this.password, candidate) ? issueProposalSession(this.sessionKey, now) : null;
  }

  isUnlocked(token: string | undefined, now = Date.now()): boolean {
    return isValidProposalSession(this.sessionKey, token, now);
  }
}
