import { createHash, timingSafeEqual } from 'node:crypto';

/** The password outside production when PROPOSAL_PASSWORD is unset (documented in .env.example). */
export const DEVELOPMENT_PROPOSAL_PASSWORD = 'pitchlens-proposal';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `candidate` is the proposal password. Both sides are hashed first,
 * so the comparison takes the same time whatever the candidate's length or
 * how much of it is right.
 */
export function isProposalPassword(expected: string, candidate: string): boolean {
  return timingSafeEqual(digest(expected), digest(candidate));
}
