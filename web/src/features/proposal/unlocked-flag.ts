import { PROPOSAL_UNLOCKED_STORAGE_KEY } from '@pitchlens/contracts';

/*
 * The per-tab note that this browser unlocked the proposal (spec §3). It only
 * says "ask the API again": the content itself needs the session cookie.
 * Storage may be unavailable (private modes, blocked cookies); then the
 * visitor simply sees the form after a reload.
 */

export function wasProposalUnlocked(): boolean {
  try {
    return sessionStorage.getItem(PROPOSAL_UNLOCKED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberProposalUnlocked(): void {
  try {
    sessionStorage.setItem(PROPOSAL_UNLOCKED_STORAGE_KEY, 'true');
  } catch {
    // See above: only the reload loses the unlocked view.
  }
}

export function forgetProposalUnlocked(): void {
  try {
    sessionStorage.removeItem(PROPOSAL_UNLOCKED_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
