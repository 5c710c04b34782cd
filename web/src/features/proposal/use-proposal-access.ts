import type { ProposalContent } from '@pitchlens/contracts';
import { useCallback, useEffect } from 'react';
import { useLazyGetProposalQuery, useUnlockProposalMutation } from './api/proposal-api';
import { passwordFailure } from '../../lib/forms/password-failure';
import type { PasswordFailure } from '../../lib/forms/use-password-gate';
import { forgetProposalUnlocked, rememberProposalUnlocked, wasProposalUnlocked } from './unlocked-flag';

/** The gate's wording for a wrong password (spec §5, §8). */
const INCORRECT_PASSWORD = 'Incorrect password. Please try again.';

export interface ProposalAccess {
  /** The proposal, once the API has answered it. */
  content: ProposalContent | undefined;
  /** True when the visitor unlocked it with the form just now (not on a reload). */
  unlockedByForm: boolean;
  /** A reload of an unlocked tab is asking the API for the proposal again. */
  checking: boolean;
  submitting: boolean;
  /** Tries a password; answers what went wrong, or null when the proposal is open. */
  unlock(password: string): Promise<PasswordFailure | null>;
}

/**
 * Locked by default; unlocked by the right password, or on load when this tab
 * unlocked it before and the API still honours its session cookie (spec §4).
 */
export function useProposalAccess(): ProposalAccess {
  const [loadProposal, stored] = useLazyGetProposalQuery();
  const [unlockProposal, unlocked] = useUnlockProposalMutation();

  useEffect(() => {
    if (!wasProposalUnlocked()) return;
    loadProposal()
      .unwrap()
      .catch((error: unknown) => {
        // The session ended (12 hours, or a new password): the form again, and no more asking on each load.
        if ((error as { status?: unknown } | undefined)?.status === 401) forgetProposalUnlocked();
      });
  }, [loadProposal]);

  const unlock = useCallback(
    async (password: string) => {
      const result = await unlockProposal({ password });
      if ('error' in result) return passwordFailure(result.error, INCORRECT_PASSWORD);
      rememberProposalUnlocked();
      return null;
    },
    [unlockProposal],
  );

  return {
    content: unlocked.data ?? stored.data,
    unlockedByForm: unlocked.data !== undefined,
    checking: stored.isFetching,
    submitting: unlocked.isLoading,
    unlock,
  };
}
